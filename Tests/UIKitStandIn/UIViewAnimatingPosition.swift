import Foundation

/// Where a property animator's animations ended: at the end, at the start, or where they were.
@available(iOS 10.0, *)
// An imported Objective-C enum is not frozen: a client `switch` needs `@unknown default`.
@nonexhaustive
public enum UIViewAnimatingPosition: Int, @unchecked Sendable {
  case end = 0
  case start = 1
  case current = 2
}
