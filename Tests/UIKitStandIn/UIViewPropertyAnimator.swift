public import Foundation

/// The stand-in for UIKit's `UIViewPropertyAnimator`: animations that can be started, paused,
/// scrubbed through `fractionComplete`, reversed, stopped and finished.
///
/// What it models, after `UIViewPropertyAnimator.h`, `UIViewAnimating.h` and Apple's
/// documentation of `stopAnimation(_:)` and `finishAnimation(at:)`:
/// - The animations run when the animator first becomes active (`startAnimation()`,
///   `pauseAnimation()` or setting `fractionComplete`). Their changes to `frame`, `alpha`,
///   `transform` and `backgroundColor`, including keyframes and nested `UIView.animate` calls,
///   set the views' model values to the end values at once, and become the animator's timeline
///   (see `AnimationCapture`).
/// - While the animator is active, running or paused, only the presentation layers move: a
///   view's `layer.presentation()` shows the value at `fractionComplete`. The model keeps the end
///   values, as on a device. Scrubbing and running are linear, whatever the curve, as
///   `scrubsLinearly` (the default) makes UIKit's scrubbing.
/// - Running, the animator finishes at `.end` (`.start` when reversed) on the main queue when the
///   rest of its duration has passed, or pauses there if `pausesOnCompletion`.
/// - Stopping sets the model values to those on screen; finishing moves them to the position
///   asked for and runs the completions, with `true` for nested `UIView.animate` completions at
///   `.end`.
/// - Starting an animator with no animation blocks leaves it in a transient paused state; the
///   first block added then starts it (`UIViewPropertyAnimator.h`, `addAnimations:`).
///
/// Calls that raise an exception on a device fail the running test instead (see
/// `ProgrammerError`) and are listed in `programmerErrors`: releasing a paused or stopped
/// animator, stopping one that is not active, finishing one that is not stopped, and setting
/// `isInterruptible` or `isUserInteractionEnabled` on an active one.
@available(iOS 10.0, *)
@MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating,
  @preconcurrency NSCopying
{
  /// Animators that are running, which the system keeps alive until they stop, as on iOS.
  private static var running: [ObjectIdentifier: UIViewPropertyAnimator] = [:]

  private var blocks: [(animations: () -> Void, delayFactor: CGFloat)] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  private let capture = AnimationCapture()
  // Read by `deinit`, which is not isolated; written only on the main actor.
  private nonisolated(unsafe) var storedState = UIViewAnimatingState.inactive
  private nonisolated(unsafe) var clockRuns = false
  /// Started with no animation blocks: active, paused, until one is added.
  private var waitsForAnimations = false
  /// Tells a scheduled end which run it belongs to.
  private var runCount = 0

  /// The calls UIKit would have raised an exception for, in order.
  package private(set) var programmerErrors: [String] = []

  /// How long the animations take, in seconds.
  open private(set) var duration: TimeInterval
  /// The delay `startAnimation(afterDelay:)` set; 0 otherwise.
  open private(set) var delay: TimeInterval = 0
  /// The timing the animator was made with.
  open private(set) var timingParameters: (any UITimingCurveProvider)?
  /// Whether the animator pauses at the end instead of finishing; `false` by default.
  @available(iOS 11.0, *)
  open var pausesOnCompletion = false
  /// Whether scrubbing is linear; `true` by default. The stand-in always scrubs linearly.
  @available(iOS 11.0, *)
  open var scrubsLinearly = true
  /// Whether the animated views take touches; `true` by default. Raises if set while active.
  open var isUserInteractionEnabled: Bool {
    get { storedUserInteraction }
    set {
      guard storedState != .active else {
        return error("isUserInteractionEnabled was set on an active animator")
      }
      storedUserInteraction = newValue
    }
  }
  private var storedUserInteraction = true
  /// Whether hit-testing of animating views is left to the app; `false` by default.
  open var isManualHitTestingEnabled = false
  /// Whether the animator can be paused and stopped; `true` by default. Raises if set while
  /// active.
  open var isInterruptible: Bool {
    get { storedInterruptible }
    set {
      guard storedState != .active else {
        return error("isInterruptible was set on an active animator")
      }
      storedInterruptible = newValue
    }
  }
  private var storedInterruptible = true

  /// Creates an inactive animator with timing parameters. It is `required` in the stand-in so
  /// that `runningPropertyAnimator` can return `Self`.
  public required init(
    duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider
  ) {
    self.duration = duration
    timingParameters = parameters
    super.init()
  }

  /// Creates an inactive animator with a built-in curve; `animations` run once it becomes active.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// Creates an inactive animator with a cubic Bézier curve.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// Creates an inactive animator with a spring.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// Creates an animator and starts it after `delay`, as `UIView.animate` would.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters())
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  deinit {
    let state = storedState == .stopped ? "stopped" : clockRuns ? nil : "paused"
    guard storedState != .inactive, let state else { return }
    ProgrammerError.raise(
      "It is an error to release a paused or stopped property animator "
        + "(it was \(state)); finish it first")
  }

  // MARK: UIViewAnimating

  /// Inactive, active (running or paused) or stopped.
  open var state: UIViewAnimatingState {
    storedState
  }

  /// Whether the animator is active and not paused.
  open var isRunning: Bool {
    capture.clock.run != nil
  }

  /// Whether the animations run backwards, towards their start. Setting it while running turns
  /// them around where they are.
  open var isReversed = false {
    didSet {
      guard isReversed != oldValue, isRunning else { return }
      pauseClock()
      run(rate: 1 / max(duration, .leastNonzeroMagnitude), after: 0)
    }
  }

  /// How far the animations are, from 0 to 1. Setting it activates an inactive animator, paused;
  /// it can be set only while paused.
  open var fractionComplete: CGFloat {
    get { capture.clock.fraction }
    set {
      if storedState == .inactive { pauseAnimation() }
      guard storedState == .active, !isRunning else {
        return error("fractionComplete was set while the animator was \(stateName)")
      }
      capture.clock.pausedFraction = min(1, max(0, newValue))
    }
  }

  /// Runs the animations from where they are; they finish at the end after the rest of the
  /// duration.
  open func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Runs the animations from where they are after `delay` seconds.
  open func startAnimation(afterDelay delay: TimeInterval) {
    switch storedState {
    case .stopped: return error("startAnimation() was called while the animator was stopped")
    case .inactive:
      self.delay = delay
      activate()
      if capture.isEmpty {
        waitsForAnimations = true
        return
      }
    case .active:
      guard !isRunning, !waitsForAnimations else { return }
    }
    run(rate: 1 / max(duration, .leastNonzeroMagnitude), after: delay)
  }

  /// Pauses the animations where they are; an inactive animator becomes active, paused at 0.
  open func pauseAnimation() {
    switch storedState {
    case .stopped: return error("pauseAnimation() was called while the animator was stopped")
    case .inactive: activate()
    case .active: pauseClock()
    }
  }

  /// Stops the animations where they are, setting the views' values to those on screen: to
  /// `.inactive` without completions when `withoutFinishing`, otherwise to `.stopped`, to be
  /// finished with `finishAnimation(at:)`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard storedState == .active else {
      return error("stopAnimation(_:) was called while the animator was \(stateName)")
    }
    pauseClock()
    capture.setModelValues(at: capture.clock.fraction)
    if withoutFinishing {
      reset()
    } else {
      storedState = .stopped
    }
  }

  /// Finishes a stopped animator: moves the views to `finalPosition`, runs the completions and
  /// returns to `.inactive`.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard storedState == .stopped else {
      return error("finishAnimation(at:) was called while the animator was \(stateName)")
    }
    finish(at: finalPosition)
  }

  // MARK: UIViewImplicitlyAnimating

  /// Adds animations that run over the whole duration.
  open func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds animations that start after `delayFactor` of the duration.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    guard storedState != .stopped else {
      return error("addAnimations was called while the animator was stopped")
    }
    let factor = min(1, max(0, delayFactor))
    guard storedState == .active else { return blocks.append((animation, factor)) }
    ViewAnimation.capture(capture, over: (factor, 1), animation)
    if waitsForAnimations, !capture.isEmpty {
      waitsForAnimations = false
      run(rate: 1 / max(duration, .leastNonzeroMagnitude), after: 0)
    }
  }

  /// Adds a block to run when the animations finish, with the position they finished at.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Runs a paused animator on from where it is, over `durationFactor` of its duration. The
  /// stand-in keeps its linear timing whatever `parameters` says.
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    guard storedState == .active else {
      return error("continueAnimation was called while the animator was \(stateName)")
    }
    pauseClock()
    let fraction = capture.clock.fraction
    let remaining = isReversed ? fraction : 1 - fraction
    let seconds = max(.leastNonzeroMagnitude, Double(durationFactor) * duration)
    run(rate: Double(remaining) / seconds, after: 0)
  }

  /// A new inactive animator with the same duration and timing, and no animations.
  open func copy(with zone: NSZone? = nil) -> Any {
    UIViewPropertyAnimator(
      duration: duration, timingParameters: timingParameters ?? UICubicTimingParameters())
  }

  // MARK: Internals

  private func activate() {
    storedState = .active
    capture.clock.pausedFraction = 0
    let pending = blocks
    blocks = []
    for block in pending {
      ViewAnimation.capture(capture, over: (block.delayFactor, 1), block.animations)
    }
  }

  /// Runs the clock from where it is, at `rate` of the timeline a second, after `delay`.
  private func run(rate: Double, after delay: TimeInterval) {
    let clock = capture.clock
    let from = clock.fraction
    clock.run = (Date().addingTimeInterval(max(0, delay)), from, rate, isReversed)
    UIViewPropertyAnimator.running[ObjectIdentifier(self)] = self
    clockRuns = true
    runCount += 1
    let thisRun = runCount
    let remaining = isReversed ? from : 1 - from
    let seconds = max(0, delay) + (rate > 0 ? Double(remaining) / rate : 0)
    Transition.perform(after: seconds) { [weak self] in
      guard let self, self.runCount == thisRun, self.isRunning else { return }
      self.reachedTheEnd()
    }
  }

  private func reachedTheEnd() {
    pauseClock()
    capture.clock.pausedFraction = isReversed ? 0 : 1
    if pausesOnCompletion { return }
    finish(at: isReversed ? .start : .end)
  }

  /// Freezes the clock where it is.
  private func pauseClock() {
    let clock = capture.clock
    clock.pausedFraction = clock.fraction
    clock.run = nil
    clockRuns = false
    UIViewPropertyAnimator.running[ObjectIdentifier(self)] = nil
  }

  private func finish(at position: UIViewAnimatingPosition) {
    switch position {
    case .end: capture.setModelValues(at: 1)
    case .start: capture.setModelValues(at: 0)
    case .current: capture.setModelValues(at: capture.clock.fraction)
    }
    let nested = capture.completions
    let ended = completions
    reset()
    for completion in nested { completion(position == .end) }
    for completion in ended { completion(position) }
  }

  private func reset() {
    pauseClock()
    storedState = .inactive
    waitsForAnimations = false
    capture.clock.pausedFraction = 0
    completions = []
    capture.clear()
  }

  private var stateName: String {
    switch storedState {
    case .inactive: "inactive"
    case .active: isRunning ? "running" : "paused"
    case .stopped: "stopped"
    }
  }

  private func error(_ message: String) {
    programmerErrors.append(message)
    ProgrammerError.raise(message)
  }
}
