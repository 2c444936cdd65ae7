public import Foundation

/// The stand-in for UIKit's `UICollectionViewLayout`: where a collection view's items go. The
/// stand-in lays nothing out.
@available(iOS 6.0, *)
@MainActor
open class UICollectionViewLayout: NSObject {
  /// Creates a layout.
  public override init() {
    super.init()
  }

  /// Creates a layout from an archive.
  public required init?(coder: NSCoder) {
    super.init()
  }
}

/// The stand-in for UIKit's `UICollectionViewFlowLayout`: items in lines, wrapped.
@available(iOS 6.0, *)
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The size of each item; 50 by 50 by default.
  open var itemSize = CGSize(width: 50, height: 50)

  /// Creates a flow layout.
  public override init() {
    super.init()
  }

  /// Creates a flow layout from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
