public import Foundation

/// An animator on a virtual clock: ``advance(by:)`` starts each animation when its delay has
/// passed and completes it when its duration has passed, in timeline order.
///
/// Made with ``init(clock:checksPendingCompletions:fileID:filePath:line:column:)``, it runs on a
/// ``VirtualClock`` instead of a time of its own: `await clock.advance(by:)` moves its animations
/// together with the clock's sleepers and the timers of a ``VirtualTimerScheduler``, each event at
/// its own instant, in deadline order.
///
/// Keyframe blocks run as the clock crosses their relative start, so a test can check every step
/// of a keyframe animation; ``progress(to:)`` moves a single animation to a fraction of its
/// duration.
///
/// ```swift
/// let animator = VirtualTimeAnimator()
/// button.pulse(animator: animator)          // keyframes over 2 s
/// animator.progress(to: 0.5)
/// expect(button.backgroundColor) == .red
/// animator.advance(by: 1)
/// expect(button.backgroundColor) == .blue
/// ```
///
/// Misuse is reported at the line where the animator was made:
///
/// ```text
/// advance(by: -0.1) would move time backwards; the clock stays at 0.5
/// advance(by: inf) needs a finite time; the clock stays at 0.5
/// progress(to:) needs exactly one pending animation, got 2: [animate(duration: 0.3), animate(duration: 1.0)]
/// advance(by: 0.3) was called on an animator that runs on a VirtualClock; advance the clock instead: await clock.advance(by: .seconds(0.3))
/// progress(to: 0.5) was called on an animator that runs on a VirtualClock; advance the clock instead: await clock.advance(by: .seconds(0.15))
/// ```
@MainActor
public final class VirtualTimeAnimator: _LedgerAnimator, AnimationRecording {
  private nonisolated let record: AnimationRecord
  private let ledger: AnimationLedger
  var timeline = EventQueue<Event>()
  /// Animations at their sequence number minus one, for the events on the timeline.
  private var scheduled: [PendingAnimation?] = []
  /// The animator's own time, or on a clock the time of the last event it ran.
  private var ownTime: TimeInterval = 0
  /// The clock it runs on, if any; its time when the animator was made; the one callback it
  /// waits for there, at the time of its next event.
  let clock: (driver: ClockDriver, origin: TimeInterval)?
  var armed: (time: TimeInterval, callback: ClockCallback)?
  var isRunningEvents = false

  /// The virtual time, in seconds since the animator was made: its own, or on a clock the
  /// clock's.
  public var now: TimeInterval {
    guard let clock else { return ownTime }
    return max(ownTime, clock.driver.now() - clock.origin)
  }

  /// Creates an animator with a time of its own, at zero, that ``advance(by:)`` moves.
  /// - Parameters:
  ///   - checksPendingCompletions: Report a failure if the animator is released while
  ///     completions are still pending.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  public convenience init(
    checksPendingCompletions: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      checksPendingCompletions: checksPendingCompletions,
      location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      clock: nil)
  }

  init(checksPendingCompletions: Bool, location: CodeLocation, clock: ClockDriver?) {
    record = AnimationRecord(
      CallLog(location: location),
      checkingOnReleaseAs: checksPendingCompletions ? "VirtualTimeAnimator" : nil)
    ledger = AnimationLedger(record)
    self.clock = clock.map { ($0, $0.now()) }
  }

  public nonisolated var log: CallLog<AnimationRequest> {
    record.log
  }

  public nonisolated var pendingCompletions: [AnimationRequest] {
    record.inOrder
  }

  /// Moves the clock forward, starting, stepping and completing animations in timeline order.
  /// Animations requested on the way (in a completion, say) are scheduled from that moment.
  /// - Parameter seconds: How far to move; negative values are reported and ignored.
  public func advance(by seconds: TimeInterval) {
    guard clock == nil else {
      return log.fail(
        "advance(by: \(seconds)) \(Self.onClock): await clock.advance(by: .seconds(\(seconds)))")
    }
    guard seconds.isFinite else {
      return log.fail("advance(by: \(seconds)) needs a finite time; the clock stays at \(now)")
    }
    guard seconds >= 0 else {
      return log.fail(
        "advance(by: \(seconds)) would move time backwards; the clock stays at \(now)")
    }
    advance(to: now + seconds)
  }

  /// Moves the clock so the one pending animation is at `fraction` of its duration (0 to 1).
  /// - Parameter fraction: How far through the animation, from 0 (its start) to 1 (its end).
  public func progress(to fraction: Double) {
    guard ledger.pendingCount == 1, let animation = ledger.oldest else {
      return log.fail(
        "progress(to:) needs exactly one pending animation, got \(ledger.pendingCount): "
          + stringify(pendingCompletions))
    }
    guard (0...1).contains(fraction) else {
      return log.fail("progress(to: \(fraction)) needs a fraction from 0 to 1")
    }
    let target = animation.startTime + fraction * animation.request.duration
    guard target >= now else {
      return log.fail(
        "progress(to: \(fraction)) would move time backwards; the animation is already past it")
    }
    guard clock == nil else {
      // To the clock's nanosecond, as a person writes it: 0.15, not 0.15000000000000002.
      let seconds = ((target - now) * 1e9).rounded() / 1e9
      return log.fail(
        "progress(to: \(fraction)) \(Self.onClock): await clock.advance(by: .seconds(\(seconds)))")
    }
    advance(to: target)
  }

  /// When the last pending animation ends, or `nil` when none is pending.
  var timelineEnd: TimeInterval? {
    scheduled.compactMap { $0?.isPending == true ? $0?.endTime : nil }.max()
  }

  /// Events one advance may process: enough for any real timeline, but a chain of zero-length
  /// animations, each starting the next, stops here instead of hanging the test.
  static let maxEventsPerAdvance = 100_000

  func advance(to target: TimeInterval) {
    isRunningEvents = true
    defer { isRunningEvents = false }
    var processed = 0
    while let event = timeline.first, event.time <= target {
      processed += 1
      guard processed <= Self.maxEventsPerAdvance else {
        return log.fail(
          "advance stopped after \(Self.maxEventsPerAdvance) events at \(now) s: each completion "
            + "starts another animation that ends at once")
      }
      _ = timeline.removeFirst()
      guard let animation = scheduled[event.sequence - 1], animation.isPending else { continue }
      ownTime = max(ownTime, event.time)
      switch event.kind {
      case .start:
        ledger.start(animation, andKeyframes: false)
        scheduleNextKeyframe(of: animation)
        timeline.insert(Event(time: animation.endTime, kind: .end, sequence: animation.sequence))
      case .keyframe:
        // The keyframe's own start, not a fraction recomputed from the clock: a round trip
        // through `startTime + start * duration` can land a hair below it.
        ledger.runKeyframes(
          of: animation, through: max(fraction(of: animation), event.keyframeStart))
        scheduleNextKeyframe(of: animation)
      case .end:
        scheduled[event.sequence - 1] = nil
        ledger.complete(animation, finished: true)
      }
    }
    ownTime = max(ownTime, target)
  }

  /// One moment on the timeline. At equal times, starts come before keyframes before ends, then
  /// request order.
  struct Event: Comparable {
    enum Kind: Int {
      case start
      case keyframe
      case end
    }

    let time: TimeInterval
    let kind: Kind
    let sequence: Int
    /// For a keyframe event, the relative start of the keyframe it runs.
    var keyframeStart = 0.0

    static func < (lhs: Event, rhs: Event) -> Bool {
      (lhs.time, lhs.kind.rawValue, lhs.sequence) < (rhs.time, rhs.kind.rawValue, rhs.sequence)
    }
  }

  private func scheduleNextKeyframe(of animation: PendingAnimation) {
    guard animation.nextKeyframe < animation.keyframes.count else { return }
    let start = animation.keyframes[animation.nextKeyframe].start
    let time = animation.startTime + start * animation.request.duration
    timeline.insert(
      Event(time: time, kind: .keyframe, sequence: animation.sequence, keyframeStart: start))
  }

  private func fraction(of animation: PendingAnimation) -> Double {
    guard animation.request.duration > 0 else { return 1 }
    return (now - animation.startTime) / animation.request.duration
  }

  private func schedule(_ animation: PendingAnimation) {
    animation.startTime = now + animation.request.delay
    scheduled.append(animation)
    timeline.insert(Event(time: animation.startTime, kind: .start, sequence: animation.sequence))
    armClock()
  }

  /// Records `call`, then schedules the animation on the virtual timeline.
  /// - Parameter call: The call of one of `Animator`'s methods.
  @_documentation(visibility: internal)
  public func _accept(_ call: _AnimatorCall) {
    ledger.handle(call, then: schedule)
  }
}
