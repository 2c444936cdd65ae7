// UIToolbar.h: API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos). The attribute is ignored on Linux,
// so a simulated tvOS build (BRISK_UIKIT_STANDIN=tvOS) removes the class.
#if !BRISK_STANDIN_TVOS
  import Foundation

  /// The stand-in for UIKit's `UIToolbar`: a bar of bar button items, usually along the bottom of
  /// the screen, which can anchor a popover or an action sheet through one of its items.
  ///
  /// It holds its items; it lays out and draws nothing, as no stand-in view does.
  @available(iOS 2.0, *)
  @available(tvOS, unavailable)
  @MainActor
  open class UIToolbar: UIView {
    private var storedItems: [UIBarButtonItem]?

    /// The items, left to right; `nil` until set. UIKit copies the array it is given.
    open var items: [UIBarButtonItem]? {
      get { storedItems }
      set { storedItems = newValue }
    }

    /// Sets the items; UIKit fades the change in when `animated`, the stand-in at once.
    /// - Parameters:
    ///   - items: The new items, left to right.
    ///   - animated: Whether UIKit animates the change.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
      storedItems = items
    }
  }
#endif
