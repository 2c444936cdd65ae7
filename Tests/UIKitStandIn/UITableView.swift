public import Foundation

/// The stand-in for UIKit's `UITableView`: rows in sections, which its data source counts and
/// makes cells for, and a selection.
///
/// `numberOfSections` and `numberOfRows(inSection:)` ask the data source each time (UIKit caches
/// the answers until `reloadData()`). The stand-in lays out no rows, so no cell is on screen and
/// `cellForRow(at:)` returns `nil`, as UIKit does for a row it has not shown.
/// `selectRow(at:animated:scrollPosition:)` and `deselectRow(at:animated:)` change the selection
/// without calling the delegate, as UIKit documents.
///
/// Updates (`insertRows`, `deleteRows`, `reloadRows`, `moveRow`, the same for sections, inside
/// `performBatchUpdates(_:completion:)` or `beginUpdates()`/`endUpdates()` or alone) are checked
/// as UIKit checks them (`ListUpdates`): the counts the table last read, changed by the update,
/// must be the data source's counts after it, or the test fails with UIKit's
/// `NSInternalInconsistencyException` reason. The table keeps those counts as UIKit caches them;
/// `numberOfRows(inSection:)` still asks the data source each time.
@available(iOS 2.0, *)
@MainActor
open class UITableView: UIScrollView {
  /// The look of a table's sections.
  // An imported Objective-C enum is not frozen: a client `switch` needs `@unknown default`.
  @nonexhaustive
  public enum Style: Int, @unchecked Sendable {
    case plain = 0
    case grouped = 1
  }

  /// How rows animate in and out of an update.
  // An imported Objective-C enum is not frozen: a client `switch` needs `@unknown default`.
  @nonexhaustive
  public enum RowAnimation: Int, @unchecked Sendable {
    case fade = 0
    case right = 1
    case left = 2
    case top = 3
    case bottom = 4
    case none = 5
    case middle = 6
    @available(iOS 5.0, *)
    case automatic = 100
  }

  /// Where a row scrolls to when selected.
  // An imported Objective-C enum is not frozen: a client `switch` needs `@unknown default`.
  @nonexhaustive
  public enum ScrollPosition: Int, @unchecked Sendable {
    case none = 0
    case top = 1
    case middle = 2
    case bottom = 3
  }

  private var cellClasses: [String: UITableViewCell.Type] = [:]
  private var selectedRows: [IndexPath] = []
  /// The counts the table last read from its data source, as UIKit caches them; `nil` until read.
  private var loadedCounts: [Int]?
  private var updates = ListUpdates(element: ("row", "rows", "table view"))

  /// The table's style.
  open private(set) var style: UITableView.Style

  /// The object that counts the rows and makes their cells; held weakly.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { loadedCounts = nil }
  }
  /// The object the table asks about selection and swipe actions; held weakly.
  open weak var delegate: (any UITableViewDelegate)?

  /// Whether rows can be selected; `true` by default.
  @available(iOS 3.0, *)
  open var allowsSelection = true
  /// Whether several rows can be selected at once; `false` by default.
  @available(iOS 5.0, *)
  open var allowsMultipleSelection = false

  /// Creates a table with a style.
  public init(frame: CGRect, style: UITableView.Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates a plain table from an archive.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// Creates a plain table.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// How many sections the data source gives: its `numberOfSections(in:)`, 1 by default, 0
  /// without a data source.
  open var numberOfSections: Int {
    if loadedCounts == nil { loadedCounts = dataSourceCounts() }
    return dataSource?.numberOfSections(in: self) ?? 0
  }

  /// How many rows the data source gives for `section`.
  open func numberOfRows(inSection section: Int) -> Int {
    if loadedCounts == nil { loadedCounts = dataSourceCounts() }
    return dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }

  private func dataSourceCounts() -> [Int] {
    guard let dataSource else { return [] }
    return (0..<dataSource.numberOfSections(in: self)).map {
      dataSource.tableView(self, numberOfRowsInSection: $0)
    }
  }

  // MARK: Updates

  /// Runs `updates` as one batch, checks it, and calls `completion` on the main queue once the
  /// rows would have animated, with `true`.
  @available(iOS 11.0, tvOS 11.0, *)
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    endUpdates()
    if let completion { Transition.perform(animated: true) { completion(true) } }
  }

  /// Starts a batch of updates, which `endUpdates()` checks; batches nest.
  open func beginUpdates() {
    if loadedCounts == nil { loadedCounts = dataSourceCounts() }
    updates.begin()
  }

  /// Ends a batch of updates; the outermost one is checked against the data source.
  open func endUpdates() {
    guard updates.depth > 0 else { return }
    if updates.end(before: loadedCounts ?? [], after: dataSourceCounts) {
      loadedCounts = dataSourceCounts()
    }
  }

  /// Inserts sections.
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    update { $0.insertSections(sections) }
  }

  /// Deletes sections.
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    update { $0.deleteSections(sections) }
  }

  /// Reloads sections: deletes and inserts them, as UIKit counts it.
  @available(iOS 3.0, *)
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    update {
      $0.deleteSections(sections)
      $0.insertSections(sections)
    }
  }

  /// Moves a section.
  @available(iOS 5.0, *)
  open func moveSection(_ section: Int, toSection newSection: Int) {
    update { $0.moveSection(section, newSection) }
  }

  /// Inserts rows.
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    update { $0.insert(indexPaths) }
  }

  /// Deletes rows.
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    update { $0.delete(indexPaths) }
  }

  /// Reloads rows: deletes and inserts them, as UIKit counts it.
  @available(iOS 3.0, *)
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    update {
      $0.delete(indexPaths)
      $0.insert(indexPaths)
    }
  }

  /// Moves a row.
  @available(iOS 5.0, *)
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    update { $0.move(indexPath, newIndexPath) }
  }

  private func update(_ change: (inout ListUpdates) -> Void) {
    beginUpdates()
    change(&updates)
    endUpdates()
  }

  /// The cell shown for a row; `nil` for a row not on screen, which is every row here.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    nil
  }

  /// Makes `dequeueReusableCell(withIdentifier:for:)` create a `cellClass` for `identifier`.
  @available(iOS 6.0, *)
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass as? UITableViewCell.Type
  }

  /// A cell of the class registered for `identifier`, or `nil` if none was.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    cellClasses[identifier].map { $0.init(standInStyle: .default, reuseIdentifier: identifier) }
  }

  /// A cell of the class registered for `identifier`. Without a registered class UIKit raises an
  /// exception; the stand-in fails the test with UIKit's reason and returns a plain cell.
  @available(iOS 6.0, *)
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    ProgrammerError.raise(
      "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
        + "for the identifier or connect a prototype cell in a storyboard")
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// The selected row, or the first of them; `nil` for none.
  open var indexPathForSelectedRow: IndexPath? {
    selectedRows.first
  }

  /// The selected rows; `nil` for none.
  @available(iOS 5.0, *)
  open var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows
  }

  /// Selects a row without asking or telling the delegate; `nil` clears the selection. A table
  /// that does not allow several rows deselects the others.
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) {
    guard let indexPath else { return selectedRows.removeAll() }
    if !allowsMultipleSelection { selectedRows.removeAll() }
    if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
  }

  /// Deselects a row without asking or telling the delegate.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.removeAll { $0 == indexPath }
  }

  /// Forgets the selection, as UIKit does when it reloads, and reads the counts again.
  open func reloadData() {
    selectedRows.removeAll()
    loadedCounts = dataSourceCounts()
  }
}
