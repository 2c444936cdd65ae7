public import Foundation

/// The stand-in for UIKit's `NSLayoutDimension`: a width or height.
@available(iOS 9.0, *)
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// An inactive constraint that makes this dimension equal to `c` points.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    let constraint = NSLayoutConstraint()
    constraint.constant = c
    return constraint
  }
}
