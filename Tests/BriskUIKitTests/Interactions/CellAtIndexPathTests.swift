import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct CellAtIndexPathTests {
  @Test func itGivesTheDataSourcesCellThroughTheRegisteredClass() throws {
    let source = NamesTable([["Ada", "Grace"], ["Linus"]])
    let table = source.makeTable()
    let cell = try cell(at: row(0, section: 1), in: table)
    #expect((cell as? NameCell)?.name == "Linus")
    #expect(cell.reuseIdentifier == "name")
  }

  @Test func aMissingRowFailsCountingTheRowsAndThrows() {
    let source = NamesTable([["Ada", "Grace", "Linus"]])
    let table = source.makeTable()
    var thrown = false
    let failures = withFailureCollection {
      do { _ = try cell(at: row(5), in: table) } catch { thrown = true }
    }
    #expect(
      failures.map(\.message) == [
        "cell(at:in:) found no row [0, 5] in UITableView: it has 1 section, with 3 rows"
      ])
    let callLine: UInt = #line - 6
    #expect(failures.first?.location.line == callLine)
    #expect(thrown)
  }

  @Test func theFailureDescribesEveryShapeOfTable() {
    let shapes: [([[String]], IndexPath, String)] = [
      ([], row(0), "it has 0 sections"),
      ([["Ada"]], row(1), "it has 1 section, with 1 row"),
      ([["Ada", "Grace"], []], row(0, section: 1), "it has 2 sections, with 2 and 0 rows"),
      ([["A"], ["B", "C"], []], row(0, section: 3), "it has 3 sections, with 1, 2 and 0 rows"),
      ([["Ada"]], IndexPath(index: 0), "[0] is not a row's index path (a section and a row)"),
    ]
    for (sections, indexPath, reason) in shapes {
      let source = NamesTable(sections)
      let table = source.makeTable()
      let failures = withFailureCollection { _ = try? cell(at: indexPath, in: table) }
      let name = "[\(indexPath.map(String.init).joined(separator: ", "))]"
      #expect(
        failures.map(\.message) == ["cell(at:in:) found no row \(name) in UITableView: \(reason)"])
    }
  }

  @Test func aTableWithoutADataSourceFails() {
    let table = UITableView(frame: .zero, style: .plain)
    table.accessibilityIdentifier = "names"
    let failures = withFailureCollection { _ = try? cell(at: row(0), in: table) }
    #expect(
      failures.map(\.message) == [
        #"cell(at:in:) found no row [0, 0] in UITableView "names": it has no dataSource"#
      ])
  }
}
