import Brisk
import Foundation

/// µs per snapshot comparison: the whole passing `expect(…).to(matchSnapshot())` check, with the
/// golden file read from disk, for a 50-node tree, a 1,000-line text (`.lines`) and 1,000 objects
/// as JSON (`.json`). brisk-bench links Brisk and BriskFixtures only, not
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

  /// An order as an API returns it, for the `.json` format.
  struct Order: Encodable {
    var id: Int
    var sku: String
    var quantity: Int
    var price: Double
    var url: String
    var tags: [String]
  }

  static func run() {
    print("snapshots: µs per passing comparison (release build, median of 15 batches)")
    let folder = NSTemporaryDirectory() + "brisk-bench-snapshots-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let tree = opaque(makeTree(nodes: 50))
    let treeLines = SnapshotFormat<Node> { viewTreeLines($0) }
    let formats: [(label: String, format: SnapshotFormat<Node>)] = [
      ("tree-lines", treeLines), ("dump", .dump),
    ]
    for (label, format) in formats {
      let text = try! format.render(tree)
      let name = label == "dump" ? "snapshotDump" : "view-tree lines"
      measure(
        "\(name), 50-node tree (\(text.split(separator: "\n").count) lines)", tree, format,
        label: label, in: folder)
    }
    let receipt = opaque(
      (1...1_000).map { "\($0) x Item \($0 % 97) @ \(Double($0 % 500) / 4)" }.joined(
        separator: "\n"))
    measure(".lines, 1,000-line text", receipt, .lines, label: "lines", in: folder)
    let orders = opaque(
      (1...1_000).map {
        Order(
          id: $0, sku: "SKU-\($0 % 113)", quantity: $0 % 9, price: Double($0 % 400) / 8,
          url: "https://shop.example/orders/\($0)", tags: $0.isMultiple(of: 3) ? ["gift"] : [])
      })
    measure(".json, 1,000-object JSON", orders, .json, label: "json", in: folder)
  }

  /// Reports the whole passing `expect(…).to(matchSnapshot(as:))` check, golden file read from
  /// disk; the comparison alone (the check of text rendered beforehand: reading the golden file,
  /// comparing, naming); and the rendering alone.
  private static func measure<Value>(
    _ title: String, _ value: Value, _ format: SnapshotFormat<Value>, label: String,
    in folder: String
  ) {
    let text = try! format.render(value)
    let whole = passingChecks(value, format, label: label, text: text, in: folder)
    Measure.report(
      "passing matchSnapshot, \(title)", whole.timings, unit: "µs",
      target: whole.failed == 0 ? "" : "FAILED \(whole.failed) checks")
    let rendered = SnapshotFormat<Value> { _ in text }
    let comparison = passingChecks(
      value, rendered, label: label + "-compared", text: text, in: folder)
    Measure.report(
      "  of which comparing with the golden file", comparison.timings, unit: "µs",
      target: comparison.failed == 0 ? "target < 1,000 µs" : "FAILED \(comparison.failed) checks")
    Measure.report(
      "  of which rendering",
      Measure.perOperation(operations: 20) {
        for _ in 0..<20 { blackHole(try! format.render(value)) }
      }.map { $0 / 1_000 }, unit: "µs")
  }

  /// µs per passing check in 15 batches of 20, each check with its own golden file, and how many
  /// checks did not pass.
  private static func passingChecks<Value>(
    _ value: Value, _ format: SnapshotFormat<Value>, label: String, text: String,
    in folder: String
  ) -> (timings: [Double], failed: Int) {
    let operations = 20
    writeGoldens(text, count: 16 * operations, label: label, in: folder)
    var next = 0
    var failed = 0
    let timings = SnapshotSettings.$baseDirectory.withValue(folder) {
      SnapshotSettings.$environment.withValue([:]) {
        Measure.perOperation(batches: 15, operations: operations) {
          for _ in 0..<operations {
            let name = "\(label)-\(next)"
            next += 1
            // Outside a test the file is named after `function`.
            let check = matchSnapshot(named: name, as: format, function: "run()")
            if expect(value).to(check).status != .passed { failed += 1 }
          }
        }.map { $0 / 1_000 }
      }
    }
    return (timings, failed)
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
