/// Where a gesture is, as a step of a ``GestureScript``: the states of UIKit's
/// `UIGestureRecognizer.State`, with the same raw values.
///
/// Discrete gestures (a tap, a swipe) go from `possible` straight to `ended`; continuous ones (a
/// pan, a pinch, a rotation, a long press) through `began` and `changed` to `ended` or `cancelled`.
public enum GesturePhase: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// Not recognized yet; the state a recognizer rests in.
  case possible = 0
  /// A continuous gesture started.
  case began = 1
  /// A continuous gesture moved.
  case changed = 2
  /// The gesture finished: a discrete gesture was recognized, or a continuous one ended.
  case ended = 3
  /// A continuous gesture was interrupted.
  case cancelled = 4
  /// The touches turned out not to be this gesture.
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
