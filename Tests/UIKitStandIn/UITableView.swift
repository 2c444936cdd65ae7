public import Foundation

/// The stand-in for UIKit's `UITableView`: rows in sections, which its data source counts and
/// makes cells for, and a selection.
///
/// `numberOfSections` and `numberOfRows(inSection:)` ask the data source each time (UIKit caches
/// the answers until `reloadData()`). The stand-in lays out no rows, so no cell is on screen and
/// `cellForRow(at:)` returns `nil`, as UIKit does for a row it has not shown.
/// `selectRow(at:animated:scrollPosition:)` and `deselectRow(at:animated:)` change the selection
/// without calling the delegate, as UIKit documents.
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

  /// The table's style.
  open private(set) var style: UITableView.Style

  /// The object that counts the rows and makes their cells; held weakly.
  open weak var dataSource: (any UITableViewDataSource)?
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
    dataSource?.numberOfSections(in: self) ?? 0
  }

  /// How many rows the data source gives for `section`.
  open func numberOfRows(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
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
    cellClasses[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
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

  /// Forgets the selection, as UIKit does when it reloads.
  open func reloadData() {
    selectedRows.removeAll()
  }
}
