// What the tests anchor popovers on. Where UIKit exists (the stand-in build, or Apple's), an
// anchor holds a `UIView` or a `UIBarButtonItem`; elsewhere, any object.
#if canImport(UIKit)
  import UIKit

  /// A view to anchor a popover on.
  final class ShareButton: UIView {}
  /// A bar item to anchor a popover on.
  final class ShareItem: UIBarButtonItem {}
#else
  /// An object standing for a view.
  final class ShareButton {}
  /// An object standing for a bar item.
  final class ShareItem {}
#endif
