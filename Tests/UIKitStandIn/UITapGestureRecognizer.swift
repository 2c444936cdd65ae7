import Foundation

/// The stand-in for UIKit's `UITapGestureRecognizer`: a discrete gesture of one or more taps.
@available(iOS 3.2, *)
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How many taps make the gesture.
  open var numberOfTapsRequired = 1
  #if !BRISK_STANDIN_TVOS
    /// How many fingers each tap needs (UITapGestureRecognizer.h: API_UNAVAILABLE(tvos)).
    @available(tvOS, unavailable)
    open var numberOfTouchesRequired = 1
  #endif
}
