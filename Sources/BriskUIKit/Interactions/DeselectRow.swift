#if canImport(UIKit)
  import Brisk
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
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let refuse = { (reason: String) in
      fail(
        "deselectRow(at:in:) cannot deselect \(TableRows.name(indexPath)) in "
          + "\(FingerReach.name(of: tableView)): \(reason); the selection is unchanged",
        at: location)
    }
    if let obstacle = FingerReach.obstacle(to: tableView) { return refuse(obstacle) }
    guard tableView.allowsSelection else { return refuse("its allowsSelection is false") }
    if let absence = TableRows.absence(of: indexPath, in: tableView) { return refuse(absence) }
    let selected = tableView.indexPathsForSelectedRows ?? []
    guard selected.contains(indexPath) else {
      let names = selected.map { TableRows.name($0) }.joined(separator: ", ")
      return refuse("it is not selected (selected: \(selected.isEmpty ? "none" : names))")
    }
    guard tableView.allowsMultipleSelection else {
      return refuse("its allowsMultipleSelection is false, so a tap would select it again")
    }
    guard TableSelection.deselect(indexPath, in: tableView) else {
      return refuse("its delegate's tableView(_:willDeselectRowAt:) returned nil")
    }
  }
#endif
