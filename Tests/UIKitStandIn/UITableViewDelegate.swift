public import Foundation

/// The stand-in for UIKit's `UITableViewDelegate`: what a table asks before it highlights,
/// selects or deselects a row, and which swipe actions and context menu a row has.
///
/// Apple declares every member `@optional`; Linux has no optional requirements, so the stand-in
/// gives each UIKit's answer for a delegate without it: highlight, select and deselect the row
/// proposed, do nothing after, no swipe actions, no context menu (see `UITextFieldDelegate`).
@available(iOS 2.0, *)
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// Whether a touch on the row highlights it; `false` stops the selection.
  @available(iOS 6.0, *)
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// The row to select in place of `indexPath`, or `nil` to select none.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The row to deselect in place of `indexPath`, or `nil` to keep it selected.
  @available(iOS 3.0, *)
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// The row was selected.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// The row was deselected.
  @available(iOS 3.0, *)
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// The context menu a long press on the row opens, or `nil` for none; `point` is where the
  /// finger is, in the table's coordinates.
  @available(iOS 13.0, tvOS 17.0, *)
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  #if !BRISK_STANDIN_TVOS
    /// The actions a swipe from the leading edge shows.
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// The actions a swipe from the trailing edge shows.
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
  #endif
}

extension UITableViewDelegate {
  /// UIKit's answer without the method: yes.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }
  /// UIKit's answer without the method: the row proposed.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// UIKit's answer without the method: the row proposed.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// UIKit's answer without the method: nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// UIKit's answer without the method: nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// UIKit's answer without the method: no context menu.
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  #if !BRISK_STANDIN_TVOS
    /// UIKit's answer without the method: no actions.
    @available(tvOS, unavailable)
    public func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// UIKit's answer without the method: no actions (UIKit offers Delete when the data source
    /// commits editing; the stand-in does not model that).
    @available(tvOS, unavailable)
    public func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
  #endif
}
