#if canImport(UIKit)
  import BriskFixtures
  public import UIKit

  /// Taps a table's row as a finger would, through the delegate in UIKit's order:
  /// `tableView(_:shouldHighlightRowAt:)`, `tableView(_:willSelectRowAt:)` (which may redirect
  /// the tap to another row), then, in a table that allows one selected row, the deselection of
  /// the others (`willDeselectRowAt`, `didDeselectRowAt`), the selection and
  /// `tableView(_:didSelectRowAt:)`.
  ///
  /// When a finger could not select it, the selection stays and one failure says why: the table
  /// cannot be touched (hidden, transparent, interaction off), `allowsSelection` is off, the row
  /// does not exist (the failure counts the rows), the delegate refused the highlight or
  /// returned `nil` from `willSelectRowAt`, or, in a table that allows several selected rows,
  /// the row is selected already (a tap would deselect it).
  ///
  /// ```swift
  /// selectRow(at: IndexPath(row: 1, section: 0), in: tableView)
  /// ```
  ///
  /// ```text
  /// selectRow(at:in:) cannot select row [0, 1] in UITableView: its delegate's tableView(_:willSelectRowAt:) returned nil; the selection is unchanged
  /// selectRow(at:in:) cannot select row [0, 7] in UITableView: it has 1 section, with 3 rows; the selection is unchanged
  /// ```
  /// - Parameters:
  ///   - indexPath: The row's section and row.
  ///   - tableView: The table.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @MainActor
  public func selectRow(
    at indexPath: IndexPath,
    in tableView: UITableView,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let finger = Finger(
      "selectRow(at:in:) cannot select \(tableView.place(of: indexPath))",
      then: "the selection is unchanged", fileID: fileID, filePath: filePath, line: line,
      column: column)
    guard let selected = finger.selectable(indexPath, in: tableView) else { return }
    let delegate = tableView.delegate
    let shouldHighlight: ((UITableView, IndexPath) -> Bool)? = delegate?.tableView(
      _:shouldHighlightRowAt:)
    let highlight = shouldHighlight?(tableView, indexPath)
    if finger.refused(highlight, by: "tableView(_:shouldHighlightRowAt:)") { return }
    let willSelect: ((UITableView, IndexPath) -> IndexPath?)? = delegate?.tableView(
      _:willSelectRowAt:)
    guard let target = willSelect.map({ $0(tableView, indexPath) }) ?? indexPath else {
      return finger.refuse("its delegate's tableView(_:willSelectRowAt:) returned nil")
    }
    if !tableView.allowsMultipleSelection {
      for other in selected where other != target {
        TableSelection.deselect(other, in: tableView)
      }
    }
    tableView.selectRow(at: target, animated: false, scrollPosition: .none)
    let didSelect: ((UITableView, IndexPath) -> Void)? = delegate?.tableView(
      _:didSelectRowAt:)
    didSelect?(tableView, target)
  }
#endif
