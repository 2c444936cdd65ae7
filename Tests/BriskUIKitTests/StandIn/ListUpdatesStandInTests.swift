import Testing
import UIKit

/// Table and collection updates are checked as UIKit checks them, with UIKit's
/// `NSInternalInconsistencyException` reasons ("Invalid update: invalid number of rows in
/// section 0. …", as crash reports quote UITableView.m and UICollectionView.m).
@MainActor @Suite struct ListUpdatesStandInTests {
  @MainActor final class Rows: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    var sections: [[String]]

    init(_ sections: [[String]]) {
      self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].count
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      sections[section].count
    }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      UICollectionViewCell(frame: .zero)
    }
  }

  private func table(_ rows: Rows) -> UITableView {
    let table = UITableView(frame: .zero, style: .plain)
    table.dataSource = rows
    table.reloadData()
    return table
  }

  private func grid(_ rows: Rows) -> UICollectionView {
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    grid.dataSource = rows
    grid.reloadData()
    return grid
  }

  /// The reason of the exception the stand-in raised in place of UIKit.
  nonisolated private static func reason(_ issue: Issue) -> String? {
    let prefix = "NSInternalInconsistencyException: "
    guard let text = issue.comments.first?.rawValue, text.hasPrefix(prefix) else { return nil }
    return String(text.dropFirst(prefix.count))
  }

  @Test func updatesThatMatchTheDataSourcePass() {
    let rows = Rows([["a", "b", "c"], ["d"]])
    let table = table(rows)
    rows.sections[0].remove(at: 1)
    table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    rows.sections[1].append("e")
    table.insertRows(at: [IndexPath(row: 1, section: 1)], with: .fade)
    table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
    rows.sections[1].insert(rows.sections[0].removeFirst(), at: 0)
    table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
    table.performBatchUpdates {
      rows.sections.insert(["new"], at: 0)
      table.insertSections([0], with: .automatic)
      rows.sections.remove(at: 2)
      table.deleteSections([1], with: .automatic)
    }
    table.beginUpdates()
    rows.sections.swapAt(0, 1)
    table.moveSection(0, toSection: 1)
    table.endUpdates()
    table.reloadSections([0], with: .automatic)
    #expect(table.numberOfSections == 2)
  }

  @Test func aDeleteTheDataSourceDidNotMakeRaisesWithTheCounts() {
    let rows = Rows([["a", "b", "c"]])
    let table = table(rows)
    withKnownIssue("UIKit raises NSInternalInconsistencyException on iOS") {
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    } matching: {
      Self.reason($0)
        == ("Invalid update: invalid number of rows in section 0. The number of rows contained in an "
          + "existing section after the update (3) must be equal to the number of rows contained "
          + "in that section before the update (3), plus or minus the number of rows inserted or "
          + "deleted from that section (0 inserted, 1 deleted) and plus or minus the number of "
          + "rows moved into or out of that section (0 moved in, 0 moved out).")
    }
  }

  @Test func aRowOutsideTheTableRaises() {
    let rows = Rows([["a"]])
    let table = table(rows)
    withKnownIssue("UIKit raises NSInternalInconsistencyException on iOS") {
      table.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .automatic)
    } matching: {
      Self.reason($0)
        == ("attempt to delete row 4 from section 0 which only contains 1 rows before the update")
    }
    withKnownIssue("UIKit raises NSInternalInconsistencyException on iOS") {
      table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    } matching: {
      Self.reason($0)
        == ("attempt to insert row 2 into section 0, but there are only 1 rows in section 0 after the "
          + "update")
    }
  }

  @Test func aSectionCountThatDoesNotAddUpRaises() {
    let rows = Rows([["a"]])
    let table = table(rows)
    rows.sections.append([])
    withKnownIssue("UIKit raises NSInternalInconsistencyException on iOS") {
      table.performBatchUpdates(nil)
    } matching: {
      Self.reason($0)
        == ("Invalid update: invalid number of sections. The number of sections contained in the "
          + "table view after the update (2) must be equal to the number of sections contained in "
          + "the table view before the update (1), plus or minus the number of sections inserted "
          + "or deleted (0 inserted, 0 deleted).")
    }
    #expect(table.numberOfSections == 2)
  }

  @Test func aTableThatNeverReadItsDataSourceTakesTheNewCountsAsTheOldOnes() {
    let rows = Rows([["a"]])
    let table = UITableView(frame: .zero, style: .plain)
    table.dataSource = rows
    rows.sections[0].append("b")
    withKnownIssue("UIKit raises NSInternalInconsistencyException on iOS") {
      table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    } matching: {
      Self.reason($0)
        == ("Invalid update: invalid number of rows in section 0. The number of rows contained in an "
          + "existing section after the update (2) must be equal to the number of rows contained "
          + "in that section before the update (2), plus or minus the number of rows inserted or "
          + "deleted from that section (1 inserted, 0 deleted) and plus or minus the number of "
          + "rows moved into or out of that section (0 moved in, 0 moved out).")
    }
  }

  @Test func collectionViewUpdatesAreCheckedInItemsAndCompleteLater() async {
    let rows = Rows([["a", "b"]])
    let grid = grid(rows)
    var finished: [Bool] = []
    grid.performBatchUpdates(
      {
        rows.sections[0].append("c")
        grid.insertItems(at: [IndexPath(item: 2, section: 0)])
        rows.sections[0].swapAt(0, 1)
        grid.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
      }, completion: { finished.append($0) })
    #expect(finished.isEmpty)
    grid.reloadItems(at: [IndexPath(item: 0, section: 0)])
    rows.sections.append(["z"])
    grid.insertSections([1])
    rows.sections.remove(at: 1)
    grid.deleteSections([1])
    grid.reloadSections([0])
    rows.sections[0].removeLast()
    withKnownIssue("UIKit raises NSInternalInconsistencyException on iOS") {
      grid.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    } matching: {
      Self.reason($0)
        == ("Invalid update: invalid number of items in section 0. The number of items contained in "
          + "an existing section after the update (2) must be equal to the number of items "
          + "contained in that section before the update (3), plus or minus the number of items "
          + "inserted or deleted from that section (0 inserted, 2 deleted) and plus or minus the "
          + "number of items moved into or out of that section (0 moved in, 0 moved out).")
    }
    let deadline = Date().addingTimeInterval(5)
    while finished.isEmpty, Date() < deadline { try? await Task.sleep(nanoseconds: 10_000_000) }
    #expect(finished == [true])
  }

  @Test func cellsHaveAContentViewForTheirSubviews() {
    let row = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(row.contentView.superview === row)
    #expect(row.textLabel?.superview === row.contentView)
    let item = UICollectionViewCell(frame: .zero)
    #expect(item.contentView.superview === item)
  }
}
