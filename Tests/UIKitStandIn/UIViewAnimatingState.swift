import Foundation

/// Where a property animator is in its life: inactive until started or paused, active while
/// running or paused, stopped after `stopAnimation(false)` until it is finished.
@available(iOS 10.0, *)
public enum UIViewAnimatingState: Int, @unchecked Sendable {
  case inactive = 0
  case active = 1
  case stopped = 2
}
