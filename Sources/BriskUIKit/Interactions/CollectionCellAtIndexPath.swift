#if canImport(UIKit)
  import Brisk
  public import UIKit

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
#endif
