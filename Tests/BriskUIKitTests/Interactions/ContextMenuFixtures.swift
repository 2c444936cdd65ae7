import UIKit

/// A delegate that gives table rows and collection items a context menu (a collection view's
/// through the iOS 13 method, which UIKit asks when the iOS 16 one is missing), and logs what it
/// is asked.
@available(iOS 13.0, tvOS 17.0, *)
@MainActor
class EntryMenus: NSObject, UITableViewDelegate, UICollectionViewDelegate {
  /// The configuration for each row or item that has one.
  var configurations: [IndexPath: UIContextMenuConfiguration] = [:]
  var log: [String] = []

  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    log.append("menu for row \(indexPath.row) at \(point)")
    return configurations[indexPath]
  }

  #if !os(tvOS)
    func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      log.append("menu for item \(indexPath.item)")
      return configurations[indexPath]
    }
  #endif
}

/// A collection view delegate with the iOS 16 context-menu method, which UIKit asks in place of
/// the iOS 13 one (a subclass of ``EntryMenus`` would not do: on Linux a protocol requirement
/// is witnessed by the class that declares the conformance, not by a subclass's method).
@available(iOS 16.0, tvOS 17.0, *)
@MainActor
final class ItemMenus: NSObject, UICollectionViewDelegate {
  /// Answers the iOS 13 method, which UIKit does not ask when this one is there.
  let legacy = EntryMenus()
  var log: [String] = []

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    log.append("menu for items \(indexPaths.map(\.item))")
    return indexPaths.count == 1 ? legacy.configurations[indexPaths[0]] : nil
  }

  #if !os(tvOS)
    func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      legacy.collectionView(
        collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
    }
  #endif
}

/// A "More" menu with a submenu, a disabled action and a hidden one, and the log of runs.
@available(iOS 14.0, tvOS 17.0, *)
@MainActor
func moreMenu() -> (UIMenu, () -> [String]) {
  var log: [String] = []
  let menu = UIMenu(
    title: "More",
    children: [
      UIAction(title: "Share") { log.append($0.title) },
      UIMenu(title: "Edit", children: [UIAction(title: "Duplicate") { log.append($0.title) }]),
      UIAction(title: "Delete", attributes: .disabled) { log.append($0.title) },
      UIAction(title: "Debug", attributes: .hidden) { log.append($0.title) },
    ])
  return (menu, { log })
}

/// A configuration whose action provider makes the "More" menu, and the log of the provider's
/// calls and the actions run.
@available(iOS 14.0, tvOS 17.0, *)
@MainActor
func moreMenuConfiguration() -> (UIContextMenuConfiguration, () -> [String]) {
  let (menu, actions) = moreMenu()
  var calls: [String] = []
  let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) {
    suggested in
    calls.append("provider, \(suggested.count) suggested")
    return menu
  }
  return (configuration, { calls + actions() })
}
