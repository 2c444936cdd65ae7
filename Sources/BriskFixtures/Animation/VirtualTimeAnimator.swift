public import Foundation

/// An animator on a virtual clock: ``advance(by:)`` starts each animation when its delay has
/// passed and completes it when its duration has passed, in timeline order.
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
/// progress(to:) needs exactly one pending animation, got 2: [animate(duration: 0.3), animate(duration: 1.0)]
/// ```
@MainActor
public final class VirtualTimeAnimator: Animator, AnimationRecording {
  public nonisolated let log: CallLog<AnimationRequest>
  private nonisolated let pending = Locked([AnimationRequest]())
  private nonisolated let checksPendingCompletions: Bool
  private let ledger: AnimationLedger

  /// The virtual time, in seconds since the animator was made.
  public private(set) var now: TimeInterval = 0

  /// Creates an animator at virtual time zero.
  /// - Parameters:
  ///   - checksPendingCompletions: Report a failure if the animator is released while
  ///     completions are still pending.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  public init(
    checksPendingCompletions: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    log = CallLog(fileID: fileID, filePath: filePath, line: line, column: column)
    self.checksPendingCompletions = checksPendingCompletions
    ledger = AnimationLedger(log, pending)
  }

  deinit {
    if checksPendingCompletions {
      reportPending(pending.current, of: "VirtualTimeAnimator", to: log)
    }
  }

  public nonisolated var pendingCompletions: [AnimationRequest] {
    pending.current
  }

  /// Moves the clock forward, starting, stepping and completing animations in timeline order.
  /// Animations requested on the way (in a completion, say) are scheduled from that moment.
  /// - Parameter seconds: How far to move; negative values are reported and ignored.
  public func advance(by seconds: TimeInterval) {
    guard seconds >= 0, seconds.isFinite else {
      return log.fail(
        "advance(by: \(seconds)) would move time backwards; the clock stays at \(now)")
    }
    advance(to: now + seconds)
  }

  /// Moves the clock so the one pending animation is at `fraction` of its duration (0 to 1).
  /// - Parameter fraction: How far through the animation, from 0 (its start) to 1 (its end).
  public func progress(to fraction: Double) {
    guard ledger.pending.count == 1, let animation = ledger.pending.first else {
      return log.fail(
        "progress(to:) needs exactly one pending animation, got \(ledger.pending.count): "
          + stringify(ledger.pending.map(\.request)))
    }
    guard (0...1).contains(fraction) else {
      return log.fail("progress(to: \(fraction)) needs a fraction from 0 to 1")
    }
    let target = animation.startTime + fraction * animation.request.duration
    guard target >= now else {
      return log.fail(
        "progress(to: \(fraction)) would move time backwards; the animation is already past it")
    }
    advance(to: target)
  }

  private func advance(to target: TimeInterval) {
    var steps = 0
    while let (time, event) = nextEvent(through: target), steps < 100_000 {
      now = max(now, time)
      steps += 1
      switch event {
      case .start(let animation):
        ledger.start(animation, andKeyframes: false)
        ledger.runKeyframes(of: animation, through: 0)
      case .keyframe(let animation):
        ledger.runKeyframes(of: animation, through: fraction(of: animation))
      case .end(let animation):
        ledger.complete(animation, finished: true)
      }
    }
    now = max(now, target)
    for animation in ledger.pending where animation.started {
      ledger.runKeyframes(of: animation, through: fraction(of: animation))
    }
  }

  private enum Event {
    case start(PendingAnimation)
    case keyframe(PendingAnimation)
    case end(PendingAnimation)
  }

  /// The earliest event at or before `target`: starts before keyframes before ends, then in
  /// request order.
  private func nextEvent(through target: TimeInterval) -> (TimeInterval, Event)? {
    var best: (time: TimeInterval, rank: Int, sequence: Int, event: Event)?
    func consider(_ time: TimeInterval, _ rank: Int, _ animation: PendingAnimation, _ event: Event)
    {
      guard time <= target else { return }
      if let current = best,
        (current.time, current.rank, current.sequence) <= (time, rank, animation.sequence)
      {
        return
      }
      best = (time, rank, animation.sequence, event)
    }
    for animation in ledger.pending {
      if !animation.started {
        consider(animation.startTime, 0, animation, .start(animation))
        continue
      }
      if animation.nextKeyframe < animation.keyframes.count {
        let start = animation.keyframes[animation.nextKeyframe].start
        consider(
          animation.startTime + start * animation.request.duration, 1, animation,
          .keyframe(animation))
      }
      consider(animation.endTime, 2, animation, .end(animation))
    }
    return best.map { ($0.time, $0.event) }
  }

  private func fraction(of animation: PendingAnimation) -> Double {
    guard animation.request.duration > 0 else { return 1 }
    return (now - animation.startTime) / animation.request.duration
  }

  private func schedule(_ animation: PendingAnimation) {
    animation.startTime = now + animation.request.delay
  }

  public func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
    animations: @escaping () -> Void, completion: ((Bool) -> Void)?
  ) {
    schedule(ledger.request(.standard, duration, delay, options, animations, completion))
  }

  public func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
  ) {
    let kind = AnimationRequest.Kind.spring(damping: dampingRatio, initialVelocity: velocity)
    schedule(ledger.request(kind, duration, delay, options, animations, completion))
  }

  public func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
    animations: @escaping () -> Void, completion: ((Bool) -> Void)?
  ) {
    schedule(ledger.request(.keyframes, duration, delay, options, animations, completion))
  }

  public func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    ledger.addKeyframe(frameStartTime, frameDuration, animations)
  }

  public func transition(
    with view: AnyObject, duration: TimeInterval, options: AnimationOptions,
    animations: (() -> Void)?, completion: ((Bool) -> Void)?
  ) {
    schedule(ledger.request(.transition, duration, 0, options, animations, completion))
  }
}
