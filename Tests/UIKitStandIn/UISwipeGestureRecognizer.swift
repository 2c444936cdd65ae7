import Foundation

/// The stand-in for UIKit's `UISwipeGestureRecognizer`: a discrete swipe in a direction.
@available(iOS 3.2, *)
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions a swipe can go in.
  public struct Direction: OptionSet, @unchecked Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static var right: UISwipeGestureRecognizer.Direction { Direction(rawValue: 1 << 0) }
    public static var left: UISwipeGestureRecognizer.Direction { Direction(rawValue: 1 << 1) }
    public static var up: UISwipeGestureRecognizer.Direction { Direction(rawValue: 1 << 2) }
    public static var down: UISwipeGestureRecognizer.Direction { Direction(rawValue: 1 << 3) }
  }

  /// The directions that count; `.right` unless set.
  open var direction: UISwipeGestureRecognizer.Direction = .right
}
