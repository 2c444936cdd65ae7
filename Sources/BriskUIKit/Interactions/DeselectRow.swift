#if canImport(UIKit)
  import BriskFixtures
  public import UIKit

  /// Taps a selected row of a table that allows several selected rows, which deselects it as a
  /// finger would: `tableView(_:willDeselectRowAt:)` (which may redirect or refuse), the
  /// deselection, then `tableView(_:didDeselectRowAt:)`.
  ///
  /// In a table that allows one selected row a tap on it selects it again, so a finger cannot
  /// deselect it there. When a finger could not deselect it, the selection stays and one failure
  /// says why: the table cannot be touched, selection is off, the row is missing or not selected
  /// (the failure names the selected rows), a tap would select it again, or the delegate
  /// returned `nil`.
  ///
  /// ```swift
  /// deselectRow(at: IndexPath(row: 1, section: 0), in: tableView)
  /// ```
  ///
  /// ```text
  /// deselectRow(at:in:) cannot deselect row [0, 1] in UITableView: it is not selected (selected: row [0, 0]); the selection is unchanged
  /// deselectRow(at:in:) cannot deselect row [0, 1] in UITableView: its allowsMultipleSelection is false, so a tap would select it again; the selection is unchanged
  /// ```
  /// - Parameters:
  ///   - indexPath: The row's section and row.
  ///   - tableView: The table.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @MainActor
  public func deselectRow(
    at indexPath: IndexPath,
    in tableView: UITableView,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let finger = Finger(
      "deselectRow(at:in:) cannot deselect \(tableView.place(of: indexPath))",
      then: "the selection is unchanged", fileID: fileID, filePath: filePath, line: line,
      column: column)
    guard finger.deselectable(indexPath, in: tableView) else { return }
    guard TableSelection.deselect(indexPath, in: tableView) else {
      return finger.refuse("its delegate's tableView(_:willDeselectRowAt:) returned nil")
    }
  }
#endif
