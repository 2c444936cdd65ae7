import Foundation

/// The stand-in for UIKit's `UILongPressGestureRecognizer`: a continuous press and hold.
@available(iOS 3.2, *)
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the press must last, in seconds.
  open var minimumPressDuration: TimeInterval = 0.5
}
