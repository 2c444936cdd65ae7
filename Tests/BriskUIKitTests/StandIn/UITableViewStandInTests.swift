import Testing
import UIKit

/// A table asks its data source each time, dequeues registered classes, and selects without
/// the delegate.
@MainActor @Suite struct UITableViewStandInTests {
  @MainActor final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
    var selected: [IndexPath] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.dequeueReusableCell(withIdentifier: "unregistered", for: indexPath)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  @Test func countsComeFromTheDataSourceWithOneSectionByDefault() {
    let table = UITableView(frame: .zero, style: .plain)
    #expect(table.numberOfSections == 0)
    let source = Source()
    table.dataSource = source
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
  }

  @Test func dequeueingAnUnregisteredIdentifierRaisesAsUIKitDoes() {
    let table = UITableView(frame: .zero, style: .plain)
    let source = Source()
    table.dataSource = source
    withKnownIssue("UIKit raises NSInternalInconsistencyException on iOS") {
      _ = source.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0))
    }
    table.register(UITableViewCell.self, forCellReuseIdentifier: "unregistered")
    let cell = source.tableView(table, cellForRowAt: IndexPath(row: 0, section: 0))
    #expect(cell.reuseIdentifier == "unregistered")
  }

  @Test func selectingInCodeDoesNotTellTheDelegate() {
    let table = UITableView(frame: .zero, style: .plain)
    let source = Source()
    table.delegate = source
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(source.selected.isEmpty)
    table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
    #expect(table.indexPathsForSelectedRows == nil)
  }
}
