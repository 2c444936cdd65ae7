// UIPopoverPresentationController.h: API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(tvos). The attribute
// is ignored on Linux, so a simulated tvOS build (BRISK_UIKIT_STANDIN=tvOS) removes the class.
#if !BRISK_STANDIN_TVOS
  public import Foundation

  /// The stand-in for UIKit's `UIPopoverPresentationController`: where a popover points.
  ///
  /// A controller creates one when its `modalPresentationStyle` is `.popover` and its
  /// `popoverPresentationController` is first read, before it is presented, as in UIKit.
  @available(iOS 8.0, *)
  @available(tvOS, unavailable)
  @MainActor
  open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at; `.null` until set.
    open var sourceRect: CGRect = .null
    /// The directions the popover's arrow may point.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The bar button item the popover points at, in place of `sourceView` and `sourceRect`.
    /// UIKit marks it to be deprecated in favour of `sourceItem` (iOS 16), with no warning yet.
    @available(iOS, introduced: 8.0, deprecated: 100000, renamed: "sourceItem")
    @available(visionOS, introduced: 1.0, deprecated: 100000, renamed: "sourceItem")
    open var barButtonItem: UIBarButtonItem?
  }
#endif
