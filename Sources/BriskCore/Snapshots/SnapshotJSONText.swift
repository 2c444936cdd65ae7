import Foundation

/// The JSON text `JSONEncoder` wrote, parsed only as far as needed to reorder arrays in place:
/// each value's byte range and its children, so text outside the reordered elements is copied as
/// it was, whitespace and all.
struct SnapshotJSONText {
  /// A value: where it is in the text, and its members (with their keys, for an object).
  private struct Node {
    var range: Range<Int>
    var children: [(step: SnapshotJSONStep, node: Node)] = []
  }

  private let bytes: [UInt8]
  private let root: Node

  /// Parses `text`; `nil` when it is not JSON as the encoder writes it.
  init?(_ text: String) {
    var parser = Parser(bytes: Array(text.utf8))
    guard let root = parser.value(), parser.atEnd else { return nil }
    self.bytes = parser.bytes
    self.root = root
  }

  /// The text with the arrays at `marks` sorted.
  func rendered(marks: [[SnapshotJSONStep]: SnapshotJSONUnordered]) -> String {
    String(decoding: render(root, path: [], marks: marks), as: UTF8.self)
  }

  private func render(
    _ node: Node, path: [SnapshotJSONStep], marks: [[SnapshotJSONStep]: SnapshotJSONUnordered]
  ) -> [UInt8] {
    guard !node.children.isEmpty else { return Array(bytes[node.range]) }
    var parts: [String] = node.children.map {
      (child: (step: SnapshotJSONStep, node: Node)) -> String in
      let childPath: [SnapshotJSONStep] = path + [child.step]
      return String(decoding: render(child.node, path: childPath, marks: marks), as: UTF8.self)
    }
    switch marks[path] {
    case .elements?:
      parts.sort(by: SnapshotJSONOrder.precedes)
    case .pairs? where parts.count.isMultiple(of: 2):
      let pairs: [(String, String)] = stride(from: 0, to: parts.count, by: 2).map {
        (index: Int) -> (String, String) in (parts[index], parts[index + 1])
      }
      let sorted = pairs.sorted { (a: (String, String), b: (String, String)) -> Bool in
        SnapshotJSONOrder.precedes(a.0, b.0)
      }
      parts = sorted.flatMap { (pair: (String, String)) -> [String] in [pair.0, pair.1] }
    default:
      break
    }
    var result: [UInt8] = []
    var position = node.range.lowerBound
    for (child, part) in zip(node.children, parts) {
      result += bytes[position..<child.node.range.lowerBound]
      result += part.utf8
      position = child.node.range.upperBound
    }
    result += bytes[position..<node.range.upperBound]
    return result
  }

  /// A recursive-descent reader of the encoder's JSON.
  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    var atEnd: Bool {
      mutating get {
        skipSpace()
        return index == bytes.count
      }
    }

    mutating func value() -> Node? {
      skipSpace()
      guard index < bytes.count else { return nil }
      let start = index
      switch bytes[index] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        return container(start: start)
      case UInt8(ascii: "\""):
        guard string() != nil else { return nil }
        return Node(range: start..<index)
      default:
        let ends: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")]
        while index < bytes.count, !ends.contains(bytes[index]), bytes[index] > 32 { index += 1 }
        return index > start ? Node(range: start..<index) : nil
      }
    }

    private mutating func container(start: Int) -> Node? {
      let isObject = bytes[index] == UInt8(ascii: "{")
      let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
      index += 1
      var node = Node(range: start..<start)
      skipSpace()
      while index < bytes.count, bytes[index] != close {
        var step = SnapshotJSONStep.index(node.children.count)
        if isObject {
          skipSpace()
          guard let key = string() else { return nil }
          step = .key(key)
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
          index += 1
        }
        guard let child = value() else { return nil }
        node.children.append((step, child))
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
        skipSpace()
      }
      guard index < bytes.count else { return nil }
      index += 1
      node.range = start..<index
      return node
    }

    /// A string at `index`, decoded, with `index` after its closing quote.
    private mutating func string() -> String? {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
      let start = index
      index += 1
      var escaped = false
      while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
        escaped = escaped || bytes[index] == UInt8(ascii: "\\")
        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
      }
      guard index < bytes.count else { return nil }
      index += 1
      let raw = bytes[start..<index]
      guard escaped else { return String(decoding: raw.dropFirst().dropLast(), as: UTF8.self) }
      return try? JSONDecoder().decode(String.self, from: Data(raw))
    }

    private mutating func skipSpace() {
      while index < bytes.count, [9, 10, 13, 32].contains(bytes[index]) { index += 1 }
    }
  }
}
