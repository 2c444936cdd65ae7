/// The `#if` blocks around a protocol's members, as one condition a spy can repeat: in
/// `#if A … #elseif B … #else … #endif`, the members hold under `A`, `!(A) && B`, and
/// `!(A) && !(B)`.
struct ConditionStack {
  private struct Block {
    var position: SourcePosition
    /// The conditions of the branches before this one, which do not hold.
    var earlier: [String] = []
    /// This branch's condition; `nil` in `#else`.
    var current: String?
  }

  private var blocks: [Block] = []

  /// Where the innermost open `#if` is, if any.
  var openPosition: SourcePosition? {
    blocks.last?.position
  }

  /// The condition under which the members here are declared, or `nil` outside any block.
  var condition: String? {
    var parts: [String] = []
    for block in blocks {
      parts += block.earlier.map { "!" + Self.grouped($0) }
      if let current = block.current { parts.append(current) }
    }
    guard !parts.isEmpty else { return nil }
    return parts.count == 1 ? parts[0] : parts.map(Self.grouped).joined(separator: " && ")
  }

  mutating func open(_ condition: String, at position: SourcePosition) {
    blocks.append(Block(position: position, current: condition))
  }

  /// `#elseif condition`, or `#else` for `nil`; ignored outside a block.
  mutating func next(_ condition: String?) {
    guard var block = blocks.popLast() else { return }
    if let current = block.current { block.earlier.append(current) }
    block.current = condition
    blocks.append(block)
  }

  /// `#endif`; ignored outside a block.
  mutating func close() {
    _ = blocks.popLast()
  }

  /// `condition` in parentheses when it has an operator or a space: `(A || B)`, `os(iOS)`.
  private static func grouped(_ condition: String) -> String {
    condition.contains(where: { " |&".contains($0) }) && !condition.hasPrefix("!(")
      ? "(" + condition + ")" : condition
  }
}
