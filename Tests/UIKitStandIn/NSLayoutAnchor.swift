public import Foundation

/// The stand-in for UIKit's `NSLayoutAnchor`: a view's edge, centre or size, from which
/// constraints are made. The type parameter keeps an x-axis anchor from being related to a
/// y-axis one, as in UIKit.
@available(iOS 9.0, *)
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The view the anchor belongs to.
  weak var view: UIView?

  init(_ view: UIView) {
    self.view = view
    super.init()
  }

  /// An inactive constraint that makes this anchor equal to `anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(equalTo: anchor, constant: 0)
  }

  /// An inactive constraint that makes this anchor equal to `anchor` plus `c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    let constraint = NSLayoutConstraint()
    constraint.constant = c
    return constraint
  }
}
