import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct SelectRowTests {
  private let names = [["Ada", "Grace", "Linus"]]

  @Test func itAsksTheDelegateInUIKitsOrderAndSelectsTheRow() {
    let source = NamesTable(names)
    let table = source.makeTable()
    let failures = withFailureCollection {
      selectRow(at: row(0), in: table)
      selectRow(at: row(2), in: table)
    }
    #expect(failures.isEmpty)
    #expect(table.indexPathsForSelectedRows == [row(2)])
    #expect(
      source.log == [
        "shouldHighlight 0", "willSelect 0", "didSelect 0",
        "shouldHighlight 2", "willSelect 2", "willDeselect 0", "didDeselect 0", "didSelect 2",
      ])
  }

  @Test func aRedirectSelectsTheRowTheDelegateGives() {
    let source = NamesTable(names)
    source.redirects[row(1)] = row(2)
    let table = source.makeTable()
    selectRow(at: row(1), in: table)
    #expect(table.indexPathForSelectedRow == row(2))
    #expect(source.log.last == "didSelect 2")
  }

  @Test func aTableAllowingSeveralRowsKeepsTheOthers() {
    let source = NamesTable(names)
    let table = source.makeTable()
    table.allowsMultipleSelection = true
    selectRow(at: row(0), in: table)
    selectRow(at: row(1), in: table)
    #expect(table.indexPathsForSelectedRows == [row(0), row(1)])
    let failures = withFailureCollection { selectRow(at: row(1), in: table) }
    #expect(
      failures.map(\.message) == [
        "selectRow(at:in:) cannot select row [0, 1] in UITableView: it is selected already, "
          + "and a tap would deselect it (use deselectRow(at:in:)); the selection is unchanged"
      ])
  }

  @Test func aRefusedRowFailsAndChangesNothing() {
    let source = NamesTable(names)
    source.refusedRows = [row(1)]
    let table = source.makeTable()
    table.selectRow(at: row(0), animated: false, scrollPosition: .none)
    let failures = withFailureCollection { selectRow(at: row(1), in: table) }
    #expect(
      failures.map(\.message) == [
        "selectRow(at:in:) cannot select row [0, 1] in UITableView: its delegate's "
          + "tableView(_:willSelectRowAt:) returned nil; the selection is unchanged"
      ])
    let callLine: UInt = #line - 6
    #expect(failures.first?.location.line == callLine)
    #expect(table.indexPathsForSelectedRows == [row(0)])
    #expect(source.log == ["shouldHighlight 1", "willSelect 1"])
  }

  @Test func anUnhighlightableMissingOrUnselectableRowFails() {
    let source = NamesTable(names)
    source.unhighlightableRows = [row(0)]
    let table = source.makeTable()
    let unselectable = source.makeTable()
    unselectable.allowsSelection = false
    let hidden = source.makeTable()
    hidden.isHidden = true
    let failures = withFailureCollection {
      selectRow(at: row(0), in: table)
      selectRow(at: row(7), in: table)
      selectRow(at: row(1), in: unselectable)
      selectRow(at: row(1), in: hidden)
    }
    let start = "selectRow(at:in:) cannot select row"
    let end = "; the selection is unchanged"
    #expect(
      failures.map(\.message) == [
        "\(start) [0, 0] in UITableView: its delegate's tableView(_:shouldHighlightRowAt:) "
          + "returned false\(end)",
        "\(start) [0, 7] in UITableView: it has 1 section, with 3 rows\(end)",
        "\(start) [0, 1] in UITableView: its allowsSelection is false\(end)",
        "\(start) [0, 1] in UITableView: it is hidden\(end)",
      ])
    #expect(table.indexPathForSelectedRow == nil)
    #expect(unselectable.indexPathForSelectedRow == nil)
    #expect(hidden.indexPathForSelectedRow == nil)
    #expect(source.log == ["shouldHighlight 0"])
  }
}
