public import Foundation

/// The stand-in for UIKit's `UICollectionView`: items in sections, which its data source counts
/// and makes cells for, and a selection.
///
/// As with `UITableView`, the counts ask the data source each time, no cell is on screen
/// (`cellForItem(at:)` returns `nil`), and `selectItem(at:animated:scrollPosition:)` and
/// `deselectItem(at:animated:)` change the selection without calling the delegate. Updates
/// (`insertItems`, `deleteItems`, `reloadItems`, `moveItem`, the same for sections, alone or in
/// `performBatchUpdates(_:completion:)`) are checked as UIKit checks them (`ListUpdates`).
@available(iOS 6.0, *)
@MainActor
open class UICollectionView: UIScrollView {
  /// Where an item scrolls to.
  public struct ScrollPosition: OptionSet, @unchecked Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static var top: UICollectionView.ScrollPosition { ScrollPosition(rawValue: 1 << 0) }
    public static var centeredVertically: UICollectionView.ScrollPosition {
      ScrollPosition(rawValue: 1 << 1)
    }
    public static var bottom: UICollectionView.ScrollPosition { ScrollPosition(rawValue: 1 << 2) }
    public static var left: UICollectionView.ScrollPosition { ScrollPosition(rawValue: 1 << 3) }
    public static var centeredHorizontally: UICollectionView.ScrollPosition {
      ScrollPosition(rawValue: 1 << 4)
    }
    public static var right: UICollectionView.ScrollPosition { ScrollPosition(rawValue: 1 << 5) }
  }

  private var cellClasses: [String: UICollectionViewCell.Type] = [:]
  private var selectedItems: [IndexPath] = []
  /// The counts the view last read from its data source, as UIKit caches them; `nil` until read.
  private var loadedCounts: [Int]?
  private var updates = ListUpdates(element: ("item", "items", "collection view"))

  /// Where the items go.
  open var collectionViewLayout: UICollectionViewLayout
  /// The object that counts the items and makes their cells; held weakly.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { loadedCounts = nil }
  }
  /// The object the collection view asks about highlighting and selection; held weakly.
  open weak var delegate: (any UICollectionViewDelegate)?
  /// Whether items can be selected; `true` by default.
  open var allowsSelection = true
  /// Whether several items can be selected at once; `false` by default.
  open var allowsMultipleSelection = false

  /// Creates a collection view with a layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
  }

  /// Creates a collection view from an archive, with a flow layout.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// How many sections the data source gives: 1 by default, 0 without a data source.
  open var numberOfSections: Int {
    if loadedCounts == nil { loadedCounts = dataSourceCounts() }
    return dataSource?.numberOfSections(in: self) ?? 0
  }

  /// How many items the data source gives for `section`.
  open func numberOfItems(inSection section: Int) -> Int {
    if loadedCounts == nil { loadedCounts = dataSourceCounts() }
    return dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }

  private func dataSourceCounts() -> [Int] {
    guard let dataSource else { return [] }
    return (0..<dataSource.numberOfSections(in: self)).map {
      dataSource.collectionView(self, numberOfItemsInSection: $0)
    }
  }

  /// Reads the counts again.
  open func reloadData() {
    loadedCounts = dataSourceCounts()
  }

  // MARK: Updates

  /// Runs `updates` as one batch (batches nest), checks the outermost one against the data
  /// source, and calls `completion` on the main queue once the items would have animated, with
  /// `true`.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginBatch()
    updates?()
    endBatch()
    if let completion { Transition.perform(animated: true) { completion(true) } }
  }

  private func beginBatch() {
    if loadedCounts == nil { loadedCounts = dataSourceCounts() }
    updates.begin()
  }

  private func endBatch() {
    if updates.end(before: loadedCounts ?? [], after: dataSourceCounts) {
      loadedCounts = dataSourceCounts()
    }
  }

  /// Inserts sections.
  open func insertSections(_ sections: IndexSet) {
    update { $0.insertSections(sections) }
  }

  /// Deletes sections.
  open func deleteSections(_ sections: IndexSet) {
    update { $0.deleteSections(sections) }
  }

  /// Reloads sections: deletes and inserts them, as UIKit counts it.
  open func reloadSections(_ sections: IndexSet) {
    update {
      $0.deleteSections(sections)
      $0.insertSections(sections)
    }
  }

  /// Moves a section.
  open func moveSection(_ section: Int, toSection newSection: Int) {
    update { $0.moveSection(section, newSection) }
  }

  /// Inserts items.
  open func insertItems(at indexPaths: [IndexPath]) {
    update { $0.insert(indexPaths) }
  }

  /// Deletes items.
  open func deleteItems(at indexPaths: [IndexPath]) {
    update { $0.delete(indexPaths) }
  }

  /// Reloads items: deletes and inserts them, as UIKit counts it.
  open func reloadItems(at indexPaths: [IndexPath]) {
    update {
      $0.delete(indexPaths)
      $0.insert(indexPaths)
    }
  }

  /// Moves an item.
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    update { $0.move(indexPath, newIndexPath) }
  }

  private func update(_ change: (inout ListUpdates) -> Void) {
    beginBatch()
    change(&updates)
    endBatch()
  }

  /// The cell shown for an item; `nil` for an item not on screen, which is every item here.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    nil
  }

  /// Makes `dequeueReusableCell(withReuseIdentifier:for:)` create a `cellClass`.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
  }

  /// A cell of the class registered for `identifier`. Without one UIKit raises an exception;
  /// the stand-in fails the test with UIKit's reason and returns a plain cell.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let cellClass = cellClasses[identifier] else {
      ProgrammerError.raise(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
          + "\(identifier) - must register a nib or a class for the identifier or connect a "
          + "prototype cell in a storyboard")
      return UICollectionViewCell(frame: .zero)
    }
    let cell = cellClass.init(standInFrame: .zero)
    cell.reuseIdentifier = identifier
    return cell
  }

  /// The selected items; `nil` for none.
  open var indexPathsForSelectedItems: [IndexPath]? {
    selectedItems.isEmpty ? nil : selectedItems
  }

  /// Selects an item without asking or telling the delegate; `nil` clears the selection.
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    guard let indexPath else { return selectedItems.removeAll() }
    if !allowsMultipleSelection { selectedItems.removeAll() }
    if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
  }

  /// Deselects an item without asking or telling the delegate.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedItems.removeAll { $0 == indexPath }
  }
}
