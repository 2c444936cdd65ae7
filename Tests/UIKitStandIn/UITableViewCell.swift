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
  private let storedContentView = UIView(frame: .zero)

  /// The view a cell's content goes in, a subview of the cell; add custom subviews to it.
  open var contentView: UIView {
    storedContentView
  }

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
    contentView.addSubview(label)
    storedTextLabel = label
    return label
  }

  /// Creates a cell with a style and a reuse identifier.
  @available(iOS 3.0, *)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(storedContentView)
  }

  /// How the stand-in's table makes a registered class's cells; not UIKit API.
  ///
  /// UIKit makes them through the Objective-C runtime (`initWithStyle:reuseIdentifier:`), which
  /// Linux lacks, and Swift makes an instance of a class known only at run time only through a
  /// `required` initializer. This one is `required` and convenience, so a subclass inherits it
  /// whenever it has all the designated initializers: a cell that writes
  /// `override init(style:reuseIdentifier:)` and `required init?(coder:)`, as on iOS, or none.
  /// A cell with designated initializers of its own alone fails to compile ("'required'
  /// initializer 'init(standInStyle:reuseIdentifier:)' must be provided by subclass"); on iOS
  /// such a cell compiles and stops the run when the table makes one.
  public required convenience init(
    standInStyle style: UITableViewCell.CellStyle, reuseIdentifier: String?
  ) {
    self.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  /// Creates a cell from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(storedContentView)
  }

  /// Creates a default-style cell without a reuse identifier.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }
}
