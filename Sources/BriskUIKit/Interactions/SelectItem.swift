#if canImport(UIKit)
  import BriskFixtures
  public import UIKit

  /// Taps a collection view's item as a finger would, through the delegate in UIKit's order:
  /// `collectionView(_:shouldHighlightItemAt:)`, `collectionView(_:shouldSelectItemAt:)`, then,
  /// in a view that allows one selected item, the deselection of the others
  /// (`didDeselectItemAt`), the selection and `collectionView(_:didSelectItemAt:)`.
  ///
  /// When a finger could not select it, the selection stays and one failure says why: the view
  /// cannot be touched, `allowsSelection` is off, the item does not exist (the failure counts
  /// the items), the delegate refused, or, in a view that allows several selected items, the
  /// item is selected already (a tap would deselect it).
  ///
  /// ```swift
  /// selectItem(at: IndexPath(item: 2, section: 0), in: collectionView)
  /// ```
  ///
  /// ```text
  /// selectItem(at:in:) cannot select item [0, 1] in UICollectionView: its delegate's collectionView(_:shouldSelectItemAt:) returned false; the selection is unchanged
  /// selectItem(at:in:) cannot select item [0, 7] in UICollectionView: it has 1 section, with 3 items; the selection is unchanged
  /// ```
  /// - Parameters:
  ///   - indexPath: The item's section and item.
  ///   - collectionView: The collection view.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @MainActor
  public func selectItem(
    at indexPath: IndexPath,
    in collectionView: UICollectionView,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let finger = Finger(
      "selectItem(at:in:) cannot select \(collectionView.place(of: indexPath))",
      then: "the selection is unchanged", fileID: fileID, filePath: filePath, line: line,
      column: column)
    guard let selected = finger.selectable(indexPath, in: collectionView) else { return }
    let delegate = collectionView.delegate
    if finger.refusesHighlight(of: indexPath, in: collectionView) { return }
    let shouldSelect: ((UICollectionView, IndexPath) -> Bool)? = delegate?.collectionView(
      _:shouldSelectItemAt:)
    let selects = shouldSelect?(collectionView, indexPath)
    if finger.refused(selects, by: "collectionView(_:shouldSelectItemAt:)") { return }
    let didDeselect: ((UICollectionView, IndexPath) -> Void)? = delegate?.collectionView(
      _:didDeselectItemAt:)
    if !collectionView.allowsMultipleSelection {
      for other in selected where other != indexPath {
        collectionView.deselectItem(at: other, animated: false)
        didDeselect?(collectionView, other)
      }
    }
    collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
    let didSelect: ((UICollectionView, IndexPath) -> Void)? = delegate?.collectionView(
      _:didSelectItemAt:)
    didSelect?(collectionView, indexPath)
  }
#endif
