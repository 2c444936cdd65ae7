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

  private var storedTextLabel: UILabel?

  /// The label of the cell's main text, made and added the first time it is read
  /// (`UITableViewCell.h`: "label will be created if necessary"). Apple marks it to be
  /// deprecated in favour of `UIListContentConfiguration`, with no warning yet.
  @available(
    iOS, introduced: 3.0, deprecated: 100000,
    message:
      "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000,
    message:
      "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
  )
  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel(frame: .zero)
    addSubview(label)
    storedTextLabel = label
    return label
  }

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
