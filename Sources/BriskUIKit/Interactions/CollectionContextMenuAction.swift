#if canImport(UIKit)
  import Brisk
  public import UIKit

  /// Long-presses a collection view's item and picks the action titled `title` in the context
  /// menu it opens, as a finger would, through the delegate as UIKit asks it: from iOS 16
  /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` with the one item, when the
  /// delegate has it, else the iOS 13 `collectionView(_:contextMenuConfigurationForItemAt:point:)`
  /// (not on tvOS, which lacks it, nor on visionOS, where it is deprecated from the first
  /// release); then the configuration's action provider, and the action.
  ///
  /// It reads the action provider, and fails, as the table form does:
  ///
  /// ```text
  /// performContextMenuAction(titled:at:in:) cannot open the context menu of item [0, 0] in UICollectionView: its delegate gives it no context menu
  /// performContextMenuAction(titled:at:in:) found no action titled "Copy" in the context menu of item [0, 0] in UICollectionView: it has "Share"
  /// ```
  /// - Parameters:
  ///   - title: The action's title.
  ///   - indexPath: The item's section and item.
  ///   - collectionView: The collection view.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @available(iOS 14.0, tvOS 17.0, *)
  @MainActor
  public func performContextMenuAction(
    titled title: String,
    at indexPath: IndexPath,
    in collectionView: UICollectionView,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    openContextMenu(
      of: indexPath, in: collectionView, running: title, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  @available(iOS 14.0, tvOS 17.0, *)
  extension UICollectionView: ContextMenuList {
    /// Asks `collectionView(_:contextMenuConfigurationForItemsAt:point:)` with the one item when
    /// the delegate has it (iOS 16), else the iOS 13 form, as UIKit does.
    func contextMenuConfiguration(at indexPath: IndexPath, point: CGPoint)
      -> UIContextMenuConfiguration??
    {
      delegate.map { delegate in
        if #available(iOS 16.0, *) {
          let ask: ((UICollectionView, [IndexPath], CGPoint) -> UIContextMenuConfiguration?)? =
            delegate.collectionView(_:contextMenuConfigurationForItemsAt:point:)
          if let ask { return ask(self, [indexPath], point) }
        }
        #if os(tvOS) || os(visionOS)
          return nil
        #else
          let asking: any SingleItemContextMenu = SingleItemContextMenuAsking()
          return asking.configuration(of: delegate, self, indexPath, point)
        #endif
      }
    }
  }

  #if !os(tvOS) && !os(visionOS)
    /// Asks a collection view's delegate the iOS 13 context-menu question.
    @MainActor
    private protocol SingleItemContextMenu {
      func configuration(
        of delegate: any UICollectionViewDelegate, _ collectionView: UICollectionView,
        _ indexPath: IndexPath, _ point: CGPoint
      ) -> UIContextMenuConfiguration?
    }

    /// UIKit asks the iOS 13 form, deprecated in iOS 16, of a delegate without the iOS 16 one,
    /// so Brisk does too. A deprecated declaration may use it without a warning, and a call
    /// through the protocol names the protocol's requirement, which is not deprecated.
    @MainActor
    private struct SingleItemContextMenuAsking: SingleItemContextMenu {
      @available(*, deprecated, message: "asks UIKit's iOS 13 form, as UIKit does")
      func configuration(
        of delegate: any UICollectionViewDelegate, _ collectionView: UICollectionView,
        _ indexPath: IndexPath, _ point: CGPoint
      ) -> UIContextMenuConfiguration? {
        let ask: ((UICollectionView, IndexPath, CGPoint) -> UIContextMenuConfiguration?)? =
          delegate.collectionView(_:contextMenuConfigurationForItemAt:point:)
        return ask?(collectionView, indexPath, point)
      }
    }
  #endif
#endif
