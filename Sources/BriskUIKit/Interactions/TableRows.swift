#if canImport(UIKit)
  import UIKit

  /// What the table helpers check about a row before they touch it.
  @MainActor
  enum TableRows {
    /// Why `indexPath` names no row of `tableView`, or `nil` if it names one: the table has no
    /// data source, the index path is not a section and a row, or it is out of range. Counts
    /// come from `numberOfSections` and `numberOfRows(inSection:)`, which ask the data source.
    static func absence(of indexPath: IndexPath, in tableView: UITableView) -> String? {
      guard tableView.dataSource != nil else { return "it has no dataSource" }
      guard indexPath.count == 2 else {
        return "\(indexPath) is not a row's index path (a section and a row)"
      }
      let sections = tableView.numberOfSections
      let rows = (0..<sections).map { tableView.numberOfRows(inSection: $0) }
      if rows.indices.contains(indexPath.section),
        (0..<rows[indexPath.section]).contains(indexPath.row)
      {
        return nil
      }
      return "it has \(shape(rows))"
    }

    /// The sections and rows (or items) of a table, as the failures describe them:
    /// `1 section, with 3 rows`, `2 sections, with 3 and 0 rows`.
    static func shape(_ rows: [Int], of unit: String = "row") -> String {
      switch rows.count {
      case 0: return "0 sections"
      case 1: return "1 section, with \(rows[0]) \(unit)\(rows[0] == 1 ? "" : "s")"
      default:
        let counts = rows.dropLast().map(String.init).joined(separator: ", ")
        return "\(rows.count) sections, with \(counts) and \(rows[rows.count - 1]) \(unit)s"
      }
    }

    /// A row (or item) as the failures name it: `row [0, 2]`.
    static func name(_ indexPath: IndexPath, as unit: String = "row") -> String {
      "\(unit) [\(indexPath.map(String.init).joined(separator: ", "))]"
    }
  }
#endif
