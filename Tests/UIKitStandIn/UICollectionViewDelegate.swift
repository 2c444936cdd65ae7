public import Foundation

/// The stand-in for UIKit's `UICollectionViewDelegate`: what a collection view asks before it
/// highlights, selects or deselects an item.
///
/// Apple declares every member `@optional`; the stand-in gives each UIKit's answer for a
/// delegate without it: yes, and nothing after (see `UITextFieldDelegate`).
@available(iOS 6.0, *)
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Whether a touch on the item highlights it; `false` stops the selection.
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  /// Whether the item may be selected.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// Whether a tap on the selected item of a multiple-selection view may deselect it.
  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool
  /// The item was selected.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// The item was deselected.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// UIKit's answer without the method: yes.
  public func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// UIKit's answer without the method: yes.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// UIKit's answer without the method: yes.
  public func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// UIKit's answer without the method: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  /// UIKit's answer without the method: nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
}
