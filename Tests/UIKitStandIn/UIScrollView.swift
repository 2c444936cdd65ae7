public import Foundation

/// The stand-in for UIKit's `UIScrollView`: the superclass of table views. The stand-in does not
/// scroll.
@available(iOS 2.0, *)
@MainActor
open class UIScrollView: UIView {
  /// Creates a scroll view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a scroll view from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// The stand-in for UIKit's `UIScrollViewDelegate`, which the stand-in gives no members: a
/// scroll view here does not scroll.
@available(iOS 2.0, *)
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}
