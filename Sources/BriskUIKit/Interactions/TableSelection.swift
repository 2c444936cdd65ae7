#if canImport(UIKit)
  import UIKit

  /// The deselection step the row helpers share.
  @MainActor
  enum TableSelection {
    /// Deselects `indexPath` as a tap does: asks `tableView(_:willDeselectRowAt:)` (which may
    /// redirect or refuse), deselects, then calls `tableView(_:didDeselectRowAt:)`.
    /// - Returns: `false` if the delegate returned `nil`, keeping the row selected.
    @discardableResult
    static func deselect(_ indexPath: IndexPath, in tableView: UITableView) -> Bool {
      let delegate = tableView.delegate
      let willDeselect: ((UITableView, IndexPath) -> IndexPath?)? = delegate?.tableView(
        _:willDeselectRowAt:)
      guard let target = willDeselect.map({ $0(tableView, indexPath) }) ?? indexPath else {
        return false
      }
      tableView.deselectRow(at: target, animated: false)
      let didDeselect: ((UITableView, IndexPath) -> Void)? = delegate?.tableView(
        _:didDeselectRowAt:)
      didDeselect?(tableView, target)
      return true
    }
  }
#endif
