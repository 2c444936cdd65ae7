public import Foundation

/// The stand-in for UIKit's `UIPopoverPresentationController`: where a popover points.
///
/// A controller creates one when its `modalPresentationStyle` is `.popover` and its
/// `popoverPresentationController` is first read, before it is presented, as in UIKit.
@available(iOS 8.0, *)
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at.
  open var sourceView: UIView?
  /// The rectangle in `sourceView` the popover points at; `.null` until set.
  open var sourceRect: CGRect = .null
  /// The directions the popover's arrow may point.
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
}
