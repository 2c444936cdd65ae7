public import Foundation

/// The stand-in for UIKit's `UICollectionViewDelegate`: what a collection view asks before it
/// highlights, selects or deselects an item, and which context menu an item has.
///
/// Apple declares every member `@optional`; the stand-in gives each UIKit's answer for a
/// delegate without it: yes, nothing after, and no context menu (see `UITextFieldDelegate`).
/// Without the iOS 16 context-menu method UIKit asks the iOS 13 one, so the stand-in's answer
/// for the first asks the second, for one item.
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
  /// The context menu a long press opens on the items (empty: between items), or `nil` for
  /// none; `point` is where the finger is, in the collection view's coordinates.
  @available(iOS 16.0, tvOS 17.0, *)
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  #if !BRISK_STANDIN_TVOS
    /// The context menu a long press on the item opens, or `nil` for none: the iOS 13 form.
    @available(
      iOS, introduced: 13.0, deprecated: 16.0,
      renamed: "collectionView(_:contextMenuConfigurationForItemsAt:point:)"
    )
    @available(
      visionOS, introduced: 1.0, deprecated: 1.0,
      renamed: "collectionView(_:contextMenuConfigurationForItemsAt:point:)"
    )
    @available(tvOS, unavailable)
    // Linux ignores the lines above; the visionOS build, where it is deprecated from the first
    // release, marks it deprecated outright so that a use warns there, as it does on visionOS.
    #if BRISK_STANDIN_VISIONOS
      @available(
        *, deprecated, renamed: "collectionView(_:contextMenuConfigurationForItemsAt:point:)"
      )
    #endif
    func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration?
  #endif
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
  /// UIKit's answer without the method: it asks the iOS 13 form for the one item; none for none
  /// or several.
  @available(iOS 16.0, tvOS 17.0, *)
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    // tvOS lacks the iOS 13 form; the visionOS build, where it is deprecated outright, leaves the
    // fallback out so as not to warn (Brisk does not ask that form on visionOS either).
    #if BRISK_STANDIN_TVOS || BRISK_STANDIN_VISIONOS
      return nil
    #else
      guard indexPaths.count == 1 else { return nil }
      return self.collectionView(
        collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    #endif
  }
  #if !BRISK_STANDIN_TVOS
    /// UIKit's answer without the method: no context menu.
    @available(tvOS, unavailable)
    public func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
  #endif
}
