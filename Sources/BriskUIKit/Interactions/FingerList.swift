#if canImport(UIKit)
  import UIKit

  /// What the list helpers ask of a table or a collection view, so that one piece of code serves
  /// both: counting their rows or items, their selection and the cells they show.
  @MainActor
  protocol FingerList: UIView {
    /// The cell the list's data source makes.
    associatedtype Cell: UIView
    /// What the failures call an entry: `row` or `item`.
    static var unit: String { get }
    /// Whether the list has a data source to count with.
    var hasDataSource: Bool { get }
    /// How many sections the data source gives.
    var numberOfSections: Int { get }
    /// How many rows or items the data source gives for `section`.
    func count(inSection section: Int) -> Int
    /// Whether entries can be selected.
    var allowsSelection: Bool { get }
    /// Whether several entries can be selected at once.
    var allowsMultipleSelection: Bool { get }
    /// The selected entries.
    var selectedIndexPaths: [IndexPath] { get }
    /// The cell the data source gives for `indexPath`, or `nil` without a data source.
    func dataSourceCell(at indexPath: IndexPath) -> Cell?
    /// The cell the list shows for `indexPath`, if it is on screen.
    func shownCell(at indexPath: IndexPath) -> Cell?
  }

  extension FingerList {
    /// An entry as the failures name it: `row [0, 2]`.
    func name(_ indexPath: IndexPath) -> String {
      TableRows.name(indexPath, as: Self.unit)
    }

    /// An entry and its list as the failures name them: `row [0, 2] in UITableView`.
    func place(of indexPath: IndexPath) -> String {
      "\(name(indexPath)) in \(FingerReach.name(of: self))"
    }

    /// Why `indexPath` names no entry, or `nil` if it names one: no data source, not a section
    /// and an entry, or out of range (counted through `numberOfSections` and the count of each
    /// section, which ask the data source).
    func absence(of indexPath: IndexPath) -> String? {
      guard hasDataSource else { return "it has no dataSource" }
      guard indexPath.count == 2 else {
        let article = Self.unit.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return "\(indexPath) is not \(article) \(Self.unit)'s index path (a section and "
          + "\(article) \(Self.unit))"
      }
      let counts = (0..<numberOfSections).map { count(inSection: $0) }
      if counts.indices.contains(indexPath.section),
        (0..<counts[indexPath.section]).contains(indexPath[1])
      {
        return nil
      }
      return "it has \(TableRows.shape(counts, of: Self.unit))"
    }
  }

  extension UITableView: FingerList {
    static var unit: String { "row" }
    var hasDataSource: Bool { dataSource != nil }
    func count(inSection section: Int) -> Int { numberOfRows(inSection: section) }
    var selectedIndexPaths: [IndexPath] { indexPathsForSelectedRows ?? [] }
    func dataSourceCell(at indexPath: IndexPath) -> UITableViewCell? {
      dataSource?.tableView(self, cellForRowAt: indexPath)
    }
    func shownCell(at indexPath: IndexPath) -> UITableViewCell? { cellForRow(at: indexPath) }
  }

  extension UICollectionView: FingerList {
    static var unit: String { "item" }
    var hasDataSource: Bool { dataSource != nil }
    func count(inSection section: Int) -> Int { numberOfItems(inSection: section) }
    var selectedIndexPaths: [IndexPath] { indexPathsForSelectedItems ?? [] }
    func dataSourceCell(at indexPath: IndexPath) -> UICollectionViewCell? {
      dataSource?.collectionView(self, cellForItemAt: indexPath)
    }
    func shownCell(at indexPath: IndexPath) -> UICollectionViewCell? {
      cellForItem(at: indexPath)
    }
  }
#endif
