/// Where a gesture is, as a step of a ``GestureScript``: the states of UIKit's
/// `UIGestureRecognizer.State`, with the same raw values.
///
/// Discrete gestures (a tap, a swipe) go from `possible` straight to `ended`; continuous ones (a
/// pan, a pinch, a rotation, a long press) through `began` and `changed` to `ended` or `cancelled`.
public enum GesturePhase: Int, Sendable, CaseIterable, CustomStringConvertible {
  case possible = 0
  case began = 1
  case changed = 2
  case ended = 3
  case cancelled = 4
  case failed = 5

  /// Whether a recognizer in this phase sends its actions: every phase but `possible` and
  /// `failed`.
  public var sendsActions: Bool {
    self != .possible && self != .failed
  }

  /// The phase's name, `began`.
  public var description: String {
    switch self {
    case .possible: "possible"
    case .began: "began"
    case .changed: "changed"
    case .ended: "ended"
    case .cancelled: "cancelled"
    case .failed: "failed"
    }
  }
}
