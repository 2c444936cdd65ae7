import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct DeselectRowTests {
  private func multiSelectTable(_ source: NamesTable) -> UITableView {
    let table = source.makeTable()
    table.allowsMultipleSelection = true
    table.selectRow(at: row(0), animated: false, scrollPosition: .none)
    table.selectRow(at: row(1), animated: false, scrollPosition: .none)
    return table
  }

  @Test func itAsksTheDelegateThenDeselectsTheRow() {
    let source = NamesTable([["Ada", "Grace", "Linus"]])
    let table = multiSelectTable(source)
    let failures = withFailureCollection { deselectRow(at: row(0), in: table) }
    #expect(failures.isEmpty)
    #expect(table.indexPathsForSelectedRows == [row(1)])
    #expect(source.log == ["willDeselect 0", "didDeselect 0"])
  }

  @Test func aRowTheDelegateKeepsOrThatIsNotSelectedFails() {
    let source = NamesTable([["Ada", "Grace", "Linus"]])
    source.keptSelectedRows = [row(1)]
    let table = multiSelectTable(source)
    let failures = withFailureCollection {
      deselectRow(at: row(1), in: table)
      deselectRow(at: row(2), in: table)
    }
    let start = "deselectRow(at:in:) cannot deselect row"
    #expect(
      failures.map(\.message) == [
        "\(start) [0, 1] in UITableView: its delegate's tableView(_:willDeselectRowAt:) "
          + "returned nil; the selection is unchanged",
        "\(start) [0, 2] in UITableView: it is not selected (selected: row [0, 0], "
          + "row [0, 1]); the selection is unchanged",
      ])
    let callLine: UInt = #line - 11
    #expect(failures.first?.location.line == callLine)
    #expect(table.indexPathsForSelectedRows == [row(0), row(1)])
    #expect(source.log == ["willDeselect 1"])
  }

  @Test func aTableOfOneSelectedRowReselectsItSoTheTapFails() {
    let source = NamesTable([["Ada", "Grace"]])
    let table = source.makeTable()
    table.selectRow(at: row(0), animated: false, scrollPosition: .none)
    let failures = withFailureCollection { deselectRow(at: row(0), in: table) }
    #expect(
      failures.map(\.message) == [
        "deselectRow(at:in:) cannot deselect row [0, 0] in UITableView: its "
          + "allowsMultipleSelection is false, so a tap would select it again; "
          + "the selection is unchanged"
      ])
    #expect(table.indexPathForSelectedRow == row(0))
    #expect(source.log.isEmpty)
  }
}
