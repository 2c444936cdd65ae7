import UIKit

/// Table and collection updates and cell content views, which the stand-in models for the plain
/// screens a user's tests drive (Tests/BriskUIKitTests/PlainScreens); spelled here with Apple's
/// types so the SDK check confirms the stand-in's declarations.
@MainActor
func probeListUpdates(
  _ table: UITableView, _ grid: UICollectionView, _ row: UITableViewCell,
  _ item: UICollectionViewCell
) {
  let _: ([IndexPath], UITableView.RowAnimation) -> Void = table.insertRows(at:with:)
  let _: ([IndexPath], UITableView.RowAnimation) -> Void = table.deleteRows(at:with:)
  let _: ([IndexPath], UITableView.RowAnimation) -> Void = table.reloadRows(at:with:)
  let _: (IndexPath, IndexPath) -> Void = table.moveRow(at:to:)
  let _: (IndexSet, UITableView.RowAnimation) -> Void = table.insertSections(_:with:)
  let _: (IndexSet, UITableView.RowAnimation) -> Void = table.deleteSections(_:with:)
  let _: (IndexSet, UITableView.RowAnimation) -> Void = table.reloadSections(_:with:)
  let _: (Int, Int) -> Void = table.moveSection(_:toSection:)
  let _: ((() -> Void)?, ((Bool) -> Void)?) -> Void = table.performBatchUpdates(_:completion:)
  let _: () -> Void = table.beginUpdates
  let _: () -> Void = table.endUpdates
  let _: () -> Void = table.reloadData
  let _: [UITableView.RowAnimation] = [
    .fade, .right, .left, .top, .bottom, .none, .middle, .automatic,
  ]
  let _: ([IndexPath]) -> Void = grid.insertItems(at:)
  let _: ([IndexPath]) -> Void = grid.deleteItems(at:)
  let _: ([IndexPath]) -> Void = grid.reloadItems(at:)
  let _: (IndexPath, IndexPath) -> Void = grid.moveItem(at:to:)
  let _: (IndexSet) -> Void = grid.insertSections(_:)
  let _: (IndexSet) -> Void = grid.deleteSections(_:)
  let _: (IndexSet) -> Void = grid.reloadSections(_:)
  let _: (Int, Int) -> Void = grid.moveSection(_:toSection:)
  let _: ((() -> Void)?, ((Bool) -> Void)?) -> Void = grid.performBatchUpdates(_:completion:)
  let _: () -> Void = grid.reloadData
  let _: UIView = row.contentView
  let _: UIView = item.contentView
  let _: UIResponder? = row.next
  let _: [UIViewController] = UIViewController().children
  let control: UIControl = UIButton(type: .system)
  let _: (Selector, Any?, UIEvent?) -> Void = control.sendAction(_:to:for:)
}
