public import Foundation

/// The stand-in for UIKit's `UICollectionViewCell`: an item's view, with the identifier it is
/// reused by.
@available(iOS 6.0, *)
@MainActor
open class UICollectionViewCell: UIView {
  /// The identifier the cell is reused by, set when a collection view dequeues it.
  open internal(set) var reuseIdentifier: String?

  /// Creates a cell.
  ///
  /// UIKit makes a registered class's cells with `alloc`/`initWithFrame:` through the
  /// Objective-C runtime, which Linux lacks, so the stand-in makes them through this initializer
  /// and must declare it `required`: a cell class that declares designated initializers of its
  /// own must write `required override init(frame:)` here, where iOS accepts `override`.
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a cell from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
