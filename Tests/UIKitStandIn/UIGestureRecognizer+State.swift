import Foundation

extension UIGestureRecognizer {
  /// Where a recognizer is in recognizing its gesture: discrete gestures go from `.possible` to
  /// `.ended` (`.recognized`) or `.failed`; continuous ones through `.began`, `.changed` and then
  /// `.ended` or `.cancelled`.
  // An imported Objective-C enum is not frozen: a client `switch` needs `@unknown default`.
  @nonexhaustive
  public enum State: Int, @unchecked Sendable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5

    /// A discrete gesture was recognized: the same as `.ended`.
    public static var recognized: UIGestureRecognizer.State {
      .ended
    }
  }
}
