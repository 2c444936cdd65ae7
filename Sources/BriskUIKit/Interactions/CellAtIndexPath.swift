#if canImport(UIKit)
  import BriskFixtures
  public import UIKit

  /// The cell a table's data source gives for a row: what the table would show there.
  ///
  /// It asks the data source's `tableView(_:cellForRowAt:)`, as the table does when it shows the
  /// row, so the cell comes through the classes registered with the table
  /// (`dequeueReusableCell(withIdentifier:for:)`). Each call asks again and gets a new or reused
  /// cell, as scrolling would.
  ///
  /// When the table has no such row, it reports one failure that says how many sections and rows
  /// there are, and throws (Brisk's `require` error, so the failure is reported once).
  ///
  /// ```swift
  /// let cell = try cell(at: IndexPath(row: 0, section: 0), in: tableView)
  /// ```
  ///
  /// ```text
  /// cell(at:in:) found no row [0, 5] in UITableView: it has 1 section, with 3 rows
  /// cell(at:in:) found no row [0, 0] in UITableView: it has no dataSource
  /// ```
  /// - Parameters:
  ///   - indexPath: The row's section and row.
  ///   - tableView: The table.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: The cell.
  @MainActor
  public func cell(
    at indexPath: IndexPath,
    in tableView: UITableView,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) throws -> UITableViewCell {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return try dataSourceCell(at: indexPath, in: tableView, reportingAt: location)
  }

  /// The cell a collection view's data source gives for an item: what the collection view would
  /// show there, through the classes registered with it.
  ///
  /// When there is no such item, it reports one failure that says how many sections and items
  /// there are, and throws (Brisk's `require` error, so the failure is reported once).
  ///
  /// ```swift
  /// let cell = try cell(at: IndexPath(item: 0, section: 0), in: collectionView)
  /// ```
  ///
  /// ```text
  /// cell(at:in:) found no item [0, 5] in UICollectionView: it has 1 section, with 3 items
  /// cell(at:in:) found no item [0, 0] in UICollectionView: it has no dataSource
  /// ```
  /// - Parameters:
  ///   - indexPath: The item's section and item.
  ///   - collectionView: The collection view.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: The cell.
  @MainActor
  public func cell(
    at indexPath: IndexPath,
    in collectionView: UICollectionView,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) throws -> UICollectionViewCell {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return try dataSourceCell(at: indexPath, in: collectionView, reportingAt: location)
  }

  /// The cell `list`'s data source gives for `indexPath`; when there is no such entry, reports
  /// at `location` what there is and throws.
  @MainActor
  func dataSourceCell<List: FingerList>(
    at indexPath: IndexPath, in list: List, reportingAt location: CodeLocation
  ) throws -> List.Cell {
    if let absence = list.absence(of: indexPath) {
      throw fail(
        "cell(at:in:) found no \(list.place(of: indexPath)): \(absence)", at: location,
        throwing: NoSuchRow())
    }
    // `absence(of:)` found the data source.
    guard let cell = list.dataSourceCell(at: indexPath) else { throw NoSuchRow() }
    return cell
  }

  /// The error `cell(at:in:)` throws for a missing row, after reporting the failure.
  struct NoSuchRow: Error {}
#endif
