import Foundation

/// Where a property animator is in its life: inactive until started or paused, active while
/// running or paused, stopped after `stopAnimation(false)` until it is finished.
@available(iOS 10.0, *)
// An imported Objective-C enum is not frozen: a client `switch` needs `@unknown default`.
@nonexhaustive
public enum UIViewAnimatingState: Int, @unchecked Sendable {
  case inactive = 0
  case active = 1
  case stopped = 2
}
