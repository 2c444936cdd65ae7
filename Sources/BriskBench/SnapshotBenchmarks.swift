import Brisk
import Foundation

/// µs per snapshot comparison of a 50-node tree: the whole passing `expect(…).to(matchSnapshot())`
/// check, with the golden file read from disk. brisk-bench links Brisk and BriskFixtures only, not
/// BriskUIKit (which needs UIKit), so the tree is a value with a view's properties, rendered
/// two ways: as `viewTreeText` renders views (one `key=value` line per node) and by
/// `snapshotDump`.
enum SnapshotBenchmarks {
  /// A view's rendered properties and its subviews.
  struct Node {
    var type: String
    var frame: (x: Double, y: Double, width: Double, height: Double)
    var alpha: Double
    var isHidden: Bool
    var transform: [Double]
    var background: [Double]?
    var cornerRadius: Double
    var identifier: String?
    var label: String?
    var children: [Node]
  }

  static func run() {
    print("snapshots: µs per comparison of a 50-node tree (release build, median of 15 batches)")
    let tree = opaque(makeTree(nodes: 50))
    let lines = SnapshotFormat<Node> { viewTreeLines($0) }
    let folder = NSTemporaryDirectory() + "brisk-bench-snapshots-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let operations = 100
    let formats: [(label: String, format: SnapshotFormat<Node>)] = [
      ("lines", lines), ("dump", .dump),
    ]
    for (label, format) in formats {
      let text = try! format.render(tree)
      let checks = 16 * operations
      writeGoldens(text, count: checks, label: label, in: folder)
      var next = 0
      let timings = SnapshotSettings.$baseDirectory.withValue(folder) {
        SnapshotSettings.$environment.withValue([:]) {
          Measure.perOperation(batches: 15, operations: operations) {
            var passed = 0
            for _ in 0..<operations {
              let name = "\(label)-\(next)"
              next += 1
              if expect(tree).to(matchSnapshot(named: name, as: format)).status == .passed {
                passed += 1
              }
            }
            blackHole(passed)
          }.map { $0 / 1_000 }
        }
      }
      Measure.report(
        "passing matchSnapshot, \(label == "lines" ? "view-tree lines" : "snapshotDump") "
          + "(\(text.split(separator: "\n").count) lines)", timings,
        unit: "µs", target: "target < 1,000 µs")
      Measure.report(
        "  of which rendering the tree",
        Measure.perOperation(operations: operations) {
          for _ in 0..<operations { blackHole(try! format.render(tree)) }
        }.map { $0 / 1_000 }, unit: "µs")
    }
  }

  /// A screen-like tree: a root, then rows of cells with a few subviews each.
  static func makeTree(nodes: Int) -> Node {
    var made = 1
    func node(_ type: String, _ index: Int, children: [Node] = []) -> Node {
      made += 1
      return Node(
        type: type, frame: (16, Double(index) * 44.5, 343, 44),
        alpha: index.isMultiple(of: 3) ? 0.6 : 1,
        isHidden: index.isMultiple(of: 7), transform: [1, 0, 0, 1, 0, Double(index) / 3],
        background: index.isMultiple(of: 2) ? [1, 1, 1, 1] : nil, cornerRadius: 8,
        identifier: "cell-\(index)", label: index.isMultiple(of: 4) ? "Row \(index)" : nil,
        children: children)
    }
    var rows: [Node] = []
    var index = 0
    while made < nodes {
      index += 1
      let leaves = (0..<min(4, max(0, nodes - made - 1))).map { node("UIView", index * 10 + $0) }
      rows.append(node("UITableViewCell", index, children: leaves))
    }
    return Node(
      type: "UIView", frame: (0, 0, 390, 844), alpha: 1, isHidden: false,
      transform: [1, 0, 0, 1, 0, 0], background: [1, 1, 1, 1], cornerRadius: 0, identifier: nil,
      label: nil, children: rows)
  }

  /// The text `viewTreeText` makes for views with these values.
  static func viewTreeLines(_ root: Node) -> String {
    var lines: [String] = []
    func append(_ node: Node, depth: Int) {
      func numbers(_ values: [Double]) -> String {
        "(" + values.map(SnapshotNumber.text).joined(separator: ", ") + ")"
      }
      let frame = node.frame
      var line = String(repeating: "  ", count: depth) + node.type
      line += " frame=" + numbers([frame.x, frame.y, frame.width, frame.height])
      line += " alpha=" + SnapshotNumber.text(node.alpha) + " hidden=\(node.isHidden)"
      line +=
        " transform="
        + (node.transform == [1, 0, 0, 1, 0, 0] ? "identity" : numbers(node.transform))
      line += " background=" + (node.background.map { "rgba" + numbers($0) } ?? "nil")
      line += " cornerRadius=" + SnapshotNumber.text(node.cornerRadius)
      if let identifier = node.identifier { line += " identifier=" + identifier.debugDescription }
      if let label = node.label { line += " label=" + label.debugDescription }
      lines.append(line)
      for child in node.children { append(child, depth: depth + 1) }
    }
    append(root, depth: 0)
    return lines.joined(separator: "\n")
  }

  private static func writeGoldens(_ text: String, count: Int, label: String, in folder: String) {
    let directory = folder + "/__Snapshots__/SnapshotBenchmarks"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let data = Data((text + "\n").utf8)
    for index in 0..<count {
      // Outside a test the file is named after the calling function, `run()`.
      _ = FileManager.default.createFile(
        atPath: directory + "/run.\(label)-\(index).txt", contents: data)
    }
  }
}
