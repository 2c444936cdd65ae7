public import Foundation

/// The stand-in for UIKit's `UICollectionViewCell`: an item's view, with the identifier it is
/// reused by.
@available(iOS 6.0, *)
@MainActor
open class UICollectionViewCell: UIView {
  /// The identifier the cell is reused by, set when a collection view dequeues it.
  open internal(set) var reuseIdentifier: String?
  private let storedContentView = UIView(frame: .zero)

  /// The view a cell's content goes in, a subview of the cell; add custom subviews to it.
  open var contentView: UIView {
    storedContentView
  }

  /// Creates a cell.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(storedContentView)
  }

  /// How the stand-in's collection view makes a registered class's cells; not UIKit API.
  ///
  /// UIKit makes them through the Objective-C runtime (`initWithFrame:`), which Linux lacks, and
  /// Swift makes an instance of a class known only at run time only through a `required`
  /// initializer. This one is `required` and convenience, so a subclass inherits it whenever it
  /// has all the designated initializers: a cell that writes `override init(frame:)` and
  /// `required init?(coder:)`, as on iOS, or none. A cell with designated initializers of its
  /// own alone fails to compile ("'required' initializer 'init(standInFrame:)' must be provided
  /// by subclass"); on iOS such a cell compiles and stops the run when the view makes one.
  public required convenience init(standInFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// Creates a cell from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(storedContentView)
  }
}
