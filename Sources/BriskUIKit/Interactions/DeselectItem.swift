#if canImport(UIKit)
  import BriskFixtures
  public import UIKit

  /// Taps a selected item of a collection view that allows several selected items, which
  /// deselects it as a finger would: `collectionView(_:shouldHighlightItemAt:)`,
  /// `collectionView(_:shouldDeselectItemAt:)`, the deselection, then
  /// `collectionView(_:didDeselectItemAt:)`.
  ///
  /// When a finger could not deselect it, the selection stays and one failure says why: the view
  /// cannot be touched, selection is off, the item is missing or not selected, a tap would
  /// select it again (one selected item at a time), or the delegate refused.
  ///
  /// ```swift
  /// deselectItem(at: IndexPath(item: 2, section: 0), in: collectionView)
  /// ```
  ///
  /// ```text
  /// deselectItem(at:in:) cannot deselect item [0, 2] in UICollectionView: it is not selected (selected: none); the selection is unchanged
  /// deselectItem(at:in:) cannot deselect item [0, 0] in UICollectionView: its delegate's collectionView(_:shouldDeselectItemAt:) returned false; the selection is unchanged
  /// ```
  /// - Parameters:
  ///   - indexPath: The item's section and item.
  ///   - collectionView: The collection view.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @MainActor
  public func deselectItem(
    at indexPath: IndexPath,
    in collectionView: UICollectionView,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let finger = Finger(
      "deselectItem(at:in:) cannot deselect \(collectionView.place(of: indexPath))",
      then: "the selection is unchanged", fileID: fileID, filePath: filePath, line: line,
      column: column)
    guard finger.deselectable(indexPath, in: collectionView) else { return }
    let delegate = collectionView.delegate
    if finger.refusesHighlight(of: indexPath, in: collectionView) { return }
    let shouldDeselect: ((UICollectionView, IndexPath) -> Bool)? = delegate?.collectionView(
      _:shouldDeselectItemAt:)
    let deselects = shouldDeselect?(collectionView, indexPath)
    if finger.refused(deselects, by: "collectionView(_:shouldDeselectItemAt:)") { return }
    collectionView.deselectItem(at: indexPath, animated: false)
    let didDeselect: ((UICollectionView, IndexPath) -> Void)? = delegate?.collectionView(
      _:didDeselectItemAt:)
    didDeselect?(collectionView, indexPath)
  }
#endif
