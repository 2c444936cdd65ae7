#if canImport(UIKit)
  import UIKit

  /// What the collection-view helpers check about an item before they touch it.
  @MainActor
  enum CollectionItems {
    /// Why `indexPath` names no item of `collectionView`, or `nil` if it names one: no data
    /// source, not a section and an item, or out of range (counted through `numberOfSections`
    /// and `numberOfItems(inSection:)`, which ask the data source).
    static func absence(of indexPath: IndexPath, in collectionView: UICollectionView) -> String? {
      guard collectionView.dataSource != nil else { return "it has no dataSource" }
      guard indexPath.count == 2 else {
        return "\(indexPath) is not an item's index path (a section and an item)"
      }
      let sections = collectionView.numberOfSections
      let items = (0..<sections).map { collectionView.numberOfItems(inSection: $0) }
      if items.indices.contains(indexPath.section),
        (0..<items[indexPath.section]).contains(indexPath.item)
      {
        return nil
      }
      return "it has \(TableRows.shape(items, of: "item"))"
    }
  }
#endif
