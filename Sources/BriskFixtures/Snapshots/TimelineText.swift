/// The text of a timeline snapshot, each frame's rendering under its progress, and the
/// explanation of a difference: the first frame and the property that differ.
///
/// ```text
/// progress 0.0
/// UIView frame=(0, 0, 44, 44) alpha=1 …
///
/// progress 0.1
/// UIView frame=(0, 0, 44, 44) alpha=0.9 …
/// ```
package enum TimelineText {
  private static let header = "progress "

  /// The frames, in order, separated by blank lines.
  package static func render(_ frames: [(progress: Double, text: String)]) -> String {
    frames.map { header + SnapshotNumber.progress($0.progress) + "\n" + $0.text }
      .joined(separator: "\n\n")
  }

  /// `first difference: progress 0.3, UIView > UIButton, alpha: 0.6 in the snapshot, 0.7 now`.
  package static func explain(golden: String, actual: String) -> [String] {
    let old = golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let oldFrames = old.filter { $0.hasPrefix(header) }.count
    let newFrames = new.filter { $0.hasPrefix(header) }.count
    guard oldFrames == newFrames else {
      return ["the snapshot has \(oldFrames) frames, the animation now \(newFrames)"]
    }
    guard
      let index = (0..<max(old.count, new.count)).first(where: { line(old, $0) != line(new, $0) })
    else { return [] }
    guard
      let frameStart = (0...min(index, new.count - 1)).last(where: { new[$0].hasPrefix(header) })
    else { return [] }
    var parts = [String(new[frameStart].dropFirst(header.count))]
    parts += ancestry(of: index, in: new, after: frameStart)
    if let change = PropertyChange(old: line(old, index), new: line(new, index)) {
      parts.append("\(change.name): \(change.old) in the snapshot, \(change.new) now")
    } else {
      parts.append("line \(index - frameStart) of the frame")
    }
    return ["first difference: progress " + parts.joined(separator: ", ")]
  }

  private static func line(_ lines: [String], _ index: Int) -> String {
    index < lines.count ? lines[index] : ""
  }

  /// For a view tree (a type first, then `key=value`), the types from the root to the line:
  /// `UIView > UIButton`. Nothing for other renderings.
  private static func ancestry(of index: Int, in lines: [String], after start: Int) -> [String] {
    guard index < lines.count, index > start, lines[index].contains("=") else { return [] }
    var path: [String] = []
    var depth = Int.max
    for row in stride(from: index, to: start, by: -1) {
      let text = lines[row]
      let indent = text.prefix(while: { $0 == " " }).count
      guard indent < depth else { continue }
      depth = indent
      path.insert(String(text.dropFirst(indent).prefix(while: { $0 != " " })), at: 0)
    }
    return [path.joined(separator: " > ")]
  }
}

/// The first property that differs between two lines of a rendering: a `key=value` of a view
/// tree, or the `label: value` of a dump.
struct PropertyChange {
  let name: String
  let old: String
  let new: String

  init?(old: String, new: String) {
    let lhs = Self.properties(of: old)
    let rhs = Self.properties(of: new)
    for (index, property) in lhs.enumerated() where index < rhs.count {
      guard property.name == rhs[index].name, property.value != rhs[index].value else { continue }
      (self.name, self.old, self.new) = (property.name, property.value, rhs[index].value)
      return
    }
    return nil
  }

  /// `key=value` pairs; or the one `label: value` of a dump line.
  private static func properties(of line: String) -> [(name: String, value: String)] {
    let trimmed = line.drop(while: { $0 == " " })
    var pairs: [(name: String, value: String)] = []
    for word in trimmed.split(separator: " ") {
      if let equals = word.firstIndex(of: "="), word[..<equals].allSatisfy(\.isLetter) {
        pairs.append((String(word[..<equals]), String(word[word.index(after: equals)...])))
      } else if !pairs.isEmpty {
        pairs[pairs.count - 1].value += " " + word
      }
    }
    if !pairs.isEmpty { return pairs }
    guard let colon = trimmed.range(of: ": ") else { return [] }
    var value = String(trimmed[colon.upperBound...])
    if value.hasSuffix(",") { value.removeLast() }
    return [(String(trimmed[..<colon.lowerBound]), value)]
  }
}
