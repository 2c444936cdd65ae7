public import Foundation

/// The stand-in for UIKit's `NSLayoutConstraint`: a constant and an active flag.
///
/// The stand-in has no layout engine: constraints never move a frame, and a test reads their
/// `constant` and `isActive`.
@available(iOS 6.0, *)
@MainActor
open class NSLayoutConstraint: NSObject {
  /// The constant added to the relationship, in points.
  open var constant: CGFloat = 0

  /// Whether the constraint takes part in layout; constraints start inactive.
  @available(iOS 8.0, *)
  open var isActive = false

  /// Activates every constraint in `constraints`.
  @available(iOS 8.0, *)
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint in `constraints`.
  @available(iOS 8.0, *)
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}
