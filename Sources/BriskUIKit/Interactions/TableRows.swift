#if canImport(UIKit)
  import UIKit

  /// How the list helpers' failures describe rows and items.
  @MainActor
  enum TableRows {
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
