import UIKit

/// A table delegate that gives rows a context menu, and logs what the table asks.
@available(iOS 13.0, tvOS 17.0, *)
@MainActor
final class RowMenus: NSObject, UITableViewDelegate {
  /// The configuration for each row that has one.
  var configurations: [IndexPath: UIContextMenuConfiguration] = [:]
  var log: [String] = []

  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    log.append("menu for row \(indexPath.row) at \(point)")
    return configurations[indexPath]
  }
}

/// A collection view delegate with only the iOS 13 context-menu method, which UIKit asks when the
/// iOS 16 one is missing.
@available(iOS 13.0, *)
@available(tvOS, unavailable)
@MainActor
final class LegacyItemMenus: NSObject, UICollectionViewDelegate {
  var configuration: UIContextMenuConfiguration?
  var log: [String] = []

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    log.append("menu for item \(indexPath.item)")
    return configuration
  }
}

/// A collection view delegate with the iOS 16 context-menu method and the iOS 13 one, of which
/// UIKit asks only the first.
@available(iOS 16.0, tvOS 17.0, *)
@MainActor
final class ItemMenus: NSObject, UICollectionViewDelegate {
  var configuration: UIContextMenuConfiguration?
  var log: [String] = []

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    log.append("menu for items \(indexPaths.map(\.item))")
    return configuration
  }

  #if !os(tvOS)
    func collectionView(
      _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      log.append("menu for item \(indexPath.item)")
      return configuration
    }
  #endif
}

/// A configuration whose menu has Share, a Edit submenu with Duplicate, a disabled Delete and a
/// hidden Debug, and the log of the actions run.
@available(iOS 14.0, tvOS 17.0, *)
@MainActor
func shareMenuConfiguration() -> (UIContextMenuConfiguration, () -> [String]) {
  var log: [String] = []
  let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) {
    suggested in
    log.append("provider, \(suggested.count) suggested")
    return UIMenu(
      title: "",
      children: [
        UIAction(title: "Share") { log.append($0.title) },
        UIMenu(title: "Edit", children: [UIAction(title: "Duplicate") { log.append($0.title) }]),
        UIAction(title: "Delete", attributes: .disabled) { log.append($0.title) },
        UIAction(title: "Debug", attributes: .hidden) { log.append($0.title) },
      ])
  }
  return (configuration, { log })
}
