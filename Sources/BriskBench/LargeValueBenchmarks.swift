import Brisk
import Foundation

/// A chain of cases nested as deep as you like, with no description of its own.
indirect enum Chain: Equatable {
  case end
  case link(Chain)

  static func deep(_ depth: Int) -> Chain {
    (0..<depth).reduce(Chain.end) { chain, _ in .link(chain) }
  }
}

/// A tree whose description describes every child, so it grows with the tree.
final class Outline: Equatable, CustomStringConvertible {
  let name: String
  let children: [Outline]

  init(name: String, children: [Outline]) {
    self.name = name
    self.children = children
  }

  var description: String { "\(name)\(children)" }

  static func == (lhs: Outline, rhs: Outline) -> Bool {
    lhs.name == rhs.name && lhs.children == rhs.children
  }

  /// A tree of `width` children per node, `depth` levels deep.
  static func tree(width: Int, depth: Int, name: String = "root") -> Outline {
    guard depth > 0 else { return Outline(name: name, children: []) }
    return Outline(
      name: name,
      children: (0..<width).map { tree(width: width, depth: depth - 1, name: "n\($0)") })
  }
}

/// One failing `equal` on each large value of issue 12: how long the failing check takes, message
/// included, and how long its message is.
enum LargeValueBenchmarks {
  static let batches = 5

  static func run() {
    print("failing equal on large values: ms per failing check, longest message (release, median)")
    let million = 1_000_000
    let array = opaque(Array(0..<million))
    var lastDiffers = array
    lastDiffers[million - 1] = -1
    row("[Int] of 1,000,000, last one differs", array, lastDiffers)

    let dictionary = opaque(Dictionary(uniqueKeysWithValues: (0..<million).map { ($0, $0) }))
    var oneValue = dictionary
    oneValue[million / 2] = -1
    row("[Int: Int] of 1,000,000 keys, one value differs", dictionary, oneValue)

    let set = opaque(Set(0..<million))
    var oneMissing = set
    oneMissing.remove(million / 2)
    row("Set<Int> of 1,000,000, one missing", set, oneMissing)

    let big = opaque(String(repeating: "a", count: 10_000_000))
    row("10 MB String against itself plus one character", big, big + "b")

    let lines = (0..<100_000).map { "line \($0)" }
    var changed = lines
    changed[50_000] = "line fifty thousand"
    row(
      "100,000-line String, one line differs", lines.joined(separator: "\n"),
      changed.joined(separator: "\n"))

    row("10,000-deep recursive enum", Chain.deep(10_000), Chain.deep(9_999))

    let noisy = String(repeating: "\u{1B}[31mred\u{1B}[0m\u{07}\t\u{00}", count: 500_000)
    row("10 MB String with ANSI escapes and controls", noisy, noisy + "\u{1B}[0m")

    let outline = Outline.tree(width: 10, depth: 4)
    let start = Measure.now()
    let size = String(describing: outline).utf8.count
    let alone = Double(Measure.now() - start) / 1e6
    row(
      "object with a \(size / 1_000) KB recursive description", outline,
      Outline(name: "root", children: outline.children.dropLast()))
    print(String(format: "    (that description alone: %.2f ms, once)", alone))
  }

  private static func row<Value: Equatable>(_ label: String, _ expected: Value, _ actual: Value) {
    var longest = 0
    let times = Measure.perOperation(batches: batches, operations: 1, warmUp: false) {
      let failures = withFailureCollection { expect(actual).to(equal(expected)) }
      longest = failures.map(\.message.count).max() ?? 0
    }
    let compare = Measure.perOperation(batches: batches, operations: 1, warmUp: false) {
      blackHole(opaque(actual) == opaque(expected))
    }
    Measure.report(
      label, times.map { $0 / 1e6 }, unit: "ms",
      target: String(
        format: "message %d chars, of which == %.2f ms; target <= 50 ms, <= 20,000 chars",
        longest, Measure.median(compare) / 1e6))
  }
}
