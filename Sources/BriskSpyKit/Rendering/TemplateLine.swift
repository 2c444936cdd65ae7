import Foundation

/// One line of a template, with its trailing `// if …` or `// for each …` tag taken off.
///
/// Tags are what make one template serve both people and the generator: a person keeps the
/// lines whose tag fits the member at hand, and the renderer does the same by rule.
struct TemplateLine: Hashable, Sendable {
  enum Tag: Hashable, Sendable {
    /// `// if the protocol is Sendable`: kept only when the condition holds.
    case condition(String)
    /// `// for each method`: written once per element of the collection.
    case repetition(String)
  }

  /// The line without its tag.
  var text: String
  var tag: Tag?
  /// The 1-based line number in the template, for error messages.
  var number: Int

  init(_ line: Substring, number: Int) {
    self.number = number
    text = String(line)
    tag = nil
    guard let marker = line.range(of: "  // ", options: .backwards) else { return }
    let comment = line[marker.upperBound...]
    if comment.hasPrefix("if ") {
      tag = .condition(String(comment))
    } else if comment.hasPrefix("for each ") {
      tag = .repetition(String(comment.dropFirst("for each ".count)))
    } else {
      return
    }
    text = String(line[..<marker.lowerBound])
  }

  /// A `// MARK: - Key: rest` line's key, such as `Each method`.
  var markKey: Substring? {
    let trimmed = text.drop { $0 == " " }
    guard trimmed.hasPrefix(Self.markPrefix) else { return nil }
    let rest = trimmed.dropFirst(Self.markPrefix.count)
    return rest.firstIndex(of: ":").map { rest[..<$0] }
  }

  private static let markPrefix = "// MARK: - "

  /// The line with a `// MARK: - Key: rest` line's key dropped: `// MARK: - rest`.
  var withoutMarkKey: String {
    guard let key = markKey, let range = text.range(of: "// MARK: - \(key): ") else { return text }
    return text.replacingCharacters(in: range, with: "// MARK: - ")
  }

  var isBlank: Bool {
    text.allSatisfy { $0 == " " }
  }
}
