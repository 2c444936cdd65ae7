import Foundation

/// Where a property animator is on its timeline, from 0 to 1: paused at a fraction, or moving
/// from one at a rate. The layers of the views it animates read it to show their presentation.
///
/// Not isolated: `CALayer.presentation()` is not, as on iOS.
final class AnimationClock {
  /// The fraction while the animator is not running.
  var pausedFraction: CGFloat = 0
  /// While running: since when, from which fraction, how much of the timeline a second covers,
  /// and whether it runs backwards.
  var run: (since: Date, from: CGFloat, rate: Double, reversed: Bool)?

  /// The current fraction of the timeline.
  var fraction: CGFloat {
    guard let run else { return pausedFraction }
    let moved = CGFloat(max(0, Date().timeIntervalSince(run.since)) * run.rate)
    return run.reversed ? max(0, run.from - moved) : min(1, run.from + moved)
  }
}

/// One animated property of one layer: the value it had before, and the values it moves to, each
/// over a window of the animator's timeline.
///
/// At a fraction of the timeline the property has the value of the last window that has ended,
/// moving linearly towards the value of the window in progress; where windows overlap, the one
/// that starts first wins until it ends.
final class LayerAnimation {
  struct Segment {
    let start: CGFloat
    let end: CGFloat
    var value: AnimatedValue
  }

  let before: AnimatedValue
  var segments: [Segment] = []
  let clock: AnimationClock

  init(before: AnimatedValue, clock: AnimationClock) {
    self.before = before
    self.clock = clock
  }

  /// The value on screen now.
  func value() -> AnimatedValue {
    value(at: clock.fraction)
  }

  /// The value at `fraction` of the timeline.
  func value(at fraction: CGFloat) -> AnimatedValue {
    var value = before
    let ordered = segments.enumerated().sorted {
      ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
    }
    for (_, segment) in ordered {
      if fraction >= segment.end {
        value = segment.value
      } else if fraction > segment.start {
        let progress = (fraction - segment.start) / (segment.end - segment.start)
        return value.interpolated(to: segment.value, progress)
      } else {
        break
      }
    }
    return value
  }
}
