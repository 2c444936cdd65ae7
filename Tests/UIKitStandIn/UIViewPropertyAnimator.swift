public import Foundation

/// The stand-in for UIKit's `UIViewPropertyAnimator`: animations that can be started, paused,
/// scrubbed through `fractionComplete`, stopped and finished.
///
/// What it models (see `AnimationCapture` for how changes are interpolated):
/// - The animations run when the animator first becomes active (`startAnimation()`,
///   `pauseAnimation()` or setting `fractionComplete`), as in UIKit. The changes they make to
///   `frame`, `alpha`, `transform` and `backgroundColor`, including keyframes and nested
///   `UIView.animate` calls, become the animator's timeline.
/// - While paused, the views hold the values at `fractionComplete`, so a test can read each frame.
///   On a device the properties hold their final values from the start and the frames exist only
///   on screen (the presentation layer); the stand-in writes the on-screen values into the
///   properties because it has no screen. Scrubbing is linear, as `scrubsLinearly` makes it in
///   UIKit, whatever the curve.
/// - While running, the views hold their final values, and the animator finishes at `.end` on the
///   main queue when the rest of its duration has passed.
/// - Stopping leaves the views where they are; finishing moves them to the position asked for and
///   runs the completions, with `true` for nested `UIView.animate` completions at `.end`.
///
/// Calls UIKit calls programmer errors (they raise an exception on a device) are ignored and
/// listed in `programmerErrors`, so a test can check that code never makes them.
@available(iOS 10.0, *)
@MainActor
open class UIViewPropertyAnimator: NSObject {
  private var blocks: [(animations: () -> Void, delayFactor: CGFloat)] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  private let capture = AnimationCapture()
  private var storedState = UIViewAnimatingState.inactive
  private var pausedFraction: CGFloat = 0
  /// When the animator started running, and from which fraction; `nil` unless running.
  private var run: (since: Date, from: CGFloat)?
  /// Tells a scheduled end which run it belongs to.
  private var runCount = 0

  /// The calls UIKit would have raised an exception for, in order.
  package private(set) var programmerErrors: [String] = []

  /// How long the animations take, in seconds.
  open private(set) var duration: TimeInterval

  private init(duration: TimeInterval, animations: (() -> Void)?) {
    self.duration = duration
    super.init()
    if let animations { blocks.append((animations, 0)) }
  }

  /// Creates an inactive animator with a timing curve; `animations` run once it becomes active.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, animations: animations)
  }

  /// Inactive, active (running or paused) or stopped.
  open var state: UIViewAnimatingState {
    storedState
  }

  /// Whether the animator is active and not paused.
  open var isRunning: Bool {
    run != nil
  }

  /// How far the animations are, from 0 to 1. Setting it activates an inactive animator, paused;
  /// it can be set only while paused.
  open var fractionComplete: CGFloat {
    get {
      guard let run else { return pausedFraction }
      let elapsed = duration > 0 ? Date().timeIntervalSince(run.since) / duration : 1
      return min(1, run.from + CGFloat(elapsed))
    }
    set {
      if storedState == .inactive { pauseAnimation() }
      guard storedState == .active, run == nil else {
        return error("fractionComplete was set while the animator was \(stateName)")
      }
      pausedFraction = min(1, max(0, newValue))
      capture.apply(at: pausedFraction)
    }
  }

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
    capture.apply(at: run == nil ? pausedFraction : 1)
  }

  /// Adds a block to run when the animations finish, with the position they finished at.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Runs the animations from where they are; they finish at `.end` after the rest of the duration.
  open func startAnimation() {
    switch storedState {
    case .stopped: return error("startAnimation() was called while the animator was stopped")
    case .inactive: activate()
    case .active: guard run == nil else { return }
    }
    run = (Date(), pausedFraction)
    runCount += 1
    let thisRun = runCount
    capture.apply(at: 1)
    Transition.perform(after: duration * Double(1 - pausedFraction)) { [weak self] in
      guard let self, self.runCount == thisRun, self.run != nil else { return }
      self.run = nil
      self.finish(at: .end)
    }
  }

  /// Pauses the animations where they are; an inactive animator becomes active, paused at 0.
  open func pauseAnimation() {
    switch storedState {
    case .stopped: return error("pauseAnimation() was called while the animator was stopped")
    case .inactive:
      activate()
      capture.apply(at: pausedFraction)
    case .active:
      guard run != nil else { return }
      pausedFraction = fractionComplete
      run = nil
      capture.apply(at: pausedFraction)
    }
  }

  /// Stops the animations where they are: to `.inactive` without completions when
  /// `withoutFinishing`, otherwise to `.stopped`, to be finished with `finishAnimation(at:)`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard storedState == .active else {
      return error("stopAnimation(_:) was called while the animator was \(stateName)")
    }
    pauseAnimation()
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

  private func activate() {
    storedState = .active
    pausedFraction = 0
    let pending = blocks
    blocks = []
    for block in pending {
      ViewAnimation.capture(capture, over: (block.delayFactor, 1), block.animations)
    }
  }

  private func finish(at position: UIViewAnimatingPosition) {
    switch position {
    case .end: capture.apply(at: 1)
    case .start: capture.apply(at: 0)
    case .current: break
    }
    let nested = capture.completions
    let ended = completions
    reset()
    for completion in nested { completion(position == .end) }
    for completion in ended { completion(position) }
  }

  private func reset() {
    storedState = .inactive
    run = nil
    pausedFraction = 0
    completions = []
    capture.clear()
  }

  private var stateName: String {
    switch storedState {
    case .inactive: "inactive"
    case .active: run == nil ? "paused" : "running"
    case .stopped: "stopped"
    }
  }

  private func error(_ message: String) {
    programmerErrors.append(message)
  }
}
