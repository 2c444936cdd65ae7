#if canImport(UIKit)
  import BriskFixtures
  public import UIKit

  /// Long-presses a table's row and picks the action titled `title` in the context menu it opens,
  /// as a finger would: asks the delegate's `tableView(_:contextMenuConfigurationForRowAt:point:)`,
  /// calls the configuration's action provider (with no suggested actions) and runs the action
  /// found through the menu and its submenus.
  ///
  /// When a finger could not do it, nothing runs and one failure says why: the table cannot be
  /// touched, the row is missing (the failure counts the rows), the table has no delegate, the
  /// delegate gives no configuration (it returns `nil` or lacks the method), the configuration
  /// has no action provider or it returns no menu, no visible action has that title (the failure
  /// lists those there), or the action is disabled. Hidden actions are not offered.
  ///
  /// UIKit has no public getter for a configuration's action provider. Brisk reads the
  /// Objective-C getter `actionProvider` through key-value coding, only after `responds(to:)`
  /// says it exists, and calls the block it returns; where an iOS lacks it, the helper fails
  /// saying so and never crashes. That iOS has the getter rests on UIKitCore's class dumps (iOS
  /// 13.4, 14.2, 16); the UIKit tests are set to confirm it on an iOS simulator
  /// (`.github/workflows/apple.yml`), which has not run yet.
  /// The action's `sender` is a detached control, as UIKit has no public call that runs an
  /// action; the preview and the delegate's `willDisplayContextMenu`/`willEndContextMenu`
  /// calls are left out.
  ///
  /// ```swift
  /// performContextMenuAction(titled: "Share", at: IndexPath(row: 0, section: 0), in: tableView)
  /// ```
  ///
  /// ```text
  /// performContextMenuAction(titled:at:in:) found no action titled "Copy" in the context menu of row [0, 0] in UITableView: it has "Share" and "Delete"
  /// performContextMenuAction(titled:at:in:) cannot run "Delete" in the context menu of row [0, 0] in UITableView: the action is disabled
  /// performContextMenuAction(titled:at:in:) cannot open the context menu of row [0, 0] in UITableView: its delegate gives it no context menu
  /// performContextMenuAction(titled:at:in:) cannot open the context menu of row [0, 7] in UITableView: it has 1 section, with 3 rows
  /// performContextMenuAction(titled:at:in:) cannot open the context menu of row [0, 0] in UITableView: this iOS does not expose a UIContextMenuConfiguration's actionProvider, which Brisk reads to make the menu
  /// ```
  /// - Parameters:
  ///   - title: The action's title.
  ///   - indexPath: The row's section and row.
  ///   - tableView: The table.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @available(iOS 14.0, tvOS 17.0, *)
  @MainActor
  public func performContextMenuAction(
    titled title: String,
    at indexPath: IndexPath,
    in tableView: UITableView,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    openContextMenu(
      of: indexPath, in: tableView, running: title, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

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
  extension UITableView: ContextMenuList {
    /// Asks `tableView(_:contextMenuConfigurationForRowAt:point:)`, as UIKit does.
    func contextMenuConfiguration(at indexPath: IndexPath, point: CGPoint)
      -> UIContextMenuConfiguration??
    {
      delegate.map { delegate in
        let ask: ((UITableView, IndexPath, CGPoint) -> UIContextMenuConfiguration?)? =
          delegate.tableView(_:contextMenuConfigurationForRowAt:point:)
        return ask?(self, indexPath, point)
      }
    }
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
