public import Foundation

/// UIKit's additions to `IndexPath` for tables and collections: a section and a row (or item).
///
/// As in UIKit, `section`, `row` and `item` need an index path of exactly two indices; the
/// stand-in stops the program on any other, as Foundation's precondition does.
extension IndexPath {
  /// An index path for a table's row.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// An index path for a collection view's item.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section: the first index.
  public var section: Int {
    get {
      precondition(count == 2, "Invalid index path for use with UITableView.")
      return self[0]
    }
    set {
      precondition(count == 2, "Invalid index path for use with UITableView.")
      self[0] = newValue
    }
  }

  /// The row: the second index.
  public var row: Int {
    get {
      precondition(count == 2, "Invalid index path for use with UITableView.")
      return self[1]
    }
    set {
      precondition(count == 2, "Invalid index path for use with UITableView.")
      self[1] = newValue
    }
  }

  /// The item: the second index.
  public var item: Int {
    get { row }
    set { row = newValue }
  }
}
