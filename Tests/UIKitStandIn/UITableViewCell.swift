public import Foundation

/// The stand-in for UIKit's `UITableViewCell`: a row's view, with the identifier it is reused by.
@available(iOS 2.0, *)
@MainActor
open class UITableViewCell: UIView {
  /// The built-in layouts of a cell.
  // An imported Objective-C enum is not frozen: a client `switch` needs `@unknown default`.
  @nonexhaustive
  public enum CellStyle: Int, @unchecked Sendable {
    case `default` = 0
    case value1 = 1
    case value2 = 2
    case subtitle = 3
  }

  /// The identifier the cell is reused by.
  open private(set) var reuseIdentifier: String?

  /// Creates a cell with a style and a reuse identifier.
  ///
  /// UIKit declares it designated, not `required`: it makes a registered class's cells through
  /// the Objective-C runtime, which Linux lacks, so the stand-in makes them through this
  /// initializer and must declare it `required`. A cell class that declares designated
  /// initializers of its own must therefore write `required init(style:reuseIdentifier:)` here,
  /// where iOS would accept `override`.
  @available(iOS 3.0, *)
  public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// Creates a cell from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a default-style cell without a reuse identifier.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }
}
