import Foundation

/// How the stand-in performs `UIView`'s animation class methods.
///
/// - Outside a property animator, the animation block runs at once, so the views hold their final
///   values, as UIKit's model layer does, while their layers' presentation moves from the old
///   values to the new ones over the duration, after the delay (linearly, whatever the curve);
///   the completion runs on the main queue once the delay and the duration have passed, with
///   `true`. Keyframe blocks run at once, in the order they are added, and move the presentation
///   over their share of the duration.
/// - Inside a property animator's animations, the changes become part of that animator (see
///   `AnimationCapture`): keyframes over their share of its timeline, and completions when it ends.
/// - `performWithoutAnimation(_:)` makes changes that no animator records.
///
/// Like UIKit's animation context, this state belongs to the main thread.
@MainActor
enum ViewAnimation {
  /// The captures of the property animators whose animations are running, innermost last.
  private static var captures: [AnimationCapture] = []
  private static var keyframeBlocks = 0
  private static var unanimatedBlocks = 0

  /// Records a change of an animatable property, if a property animator is capturing.
  static func record(_ view: UIView, from old: AnimatedValue, to new: AnimatedValue) {
    guard unanimatedBlocks == 0, let capture = captures.last else { return }
    capture.record(view, from: old, to: new)
  }

  /// Runs a property animator's animations, recording their changes over `window`.
  static func capture(
    _ capture: AnimationCapture, over window: (start: CGFloat, end: CGFloat), _ body: () -> Void
  ) {
    captures.append(capture)
    let outer = capture.window
    capture.window = window
    body()
    capture.window = outer
    captures.removeLast()
  }

  /// `animate(withDuration:…)`, the spring form and `transition(with:…)`.
  static func animate(
    duration: TimeInterval, delay: TimeInterval, _ animations: (() -> Void)?,
    _ completion: ((Bool) -> Void)?
  ) {
    guard let animations, captures.isEmpty, unanimatedBlocks == 0 else {
      animations?()
      return end(after: delay + duration, completion)
    }
    animateOnScreen(duration: duration, delay: delay, animations, completion)
  }

  /// `animateKeyframes(withDuration:…)`.
  static func animateKeyframes(
    duration: TimeInterval, delay: TimeInterval, _ animations: @escaping () -> Void,
    _ completion: ((Bool) -> Void)?
  ) {
    keyframeBlocks += 1
    defer { keyframeBlocks -= 1 }
    guard captures.isEmpty, unanimatedBlocks == 0 else {
      animations()
      return end(after: delay + duration, completion)
    }
    animateOnScreen(duration: duration, delay: delay, animations, completion)
  }

  /// Runs `animations` so the model takes the new values at once, and shows them on the layers
  /// as an animation over `duration` after `delay`, which ends with the completion.
  private static func animateOnScreen(
    duration: TimeInterval, delay: TimeInterval, _ animations: () -> Void,
    _ completion: ((Bool) -> Void)?
  ) {
    let onScreen = AnimationCapture()
    capture(onScreen, over: (0, 1), animations)
    onScreen.clock.run = (
      Date().addingTimeInterval(max(0, delay)), 0, 1 / max(duration, 1e-9), false
    )
    Transition.perform(after: delay + duration) {
      let nested = onScreen.completions
      onScreen.clear()
      for nestedCompletion in nested { nestedCompletion(true) }
      completion?(true)
    }
  }

  /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: the block runs at once,
  /// over its share of the enclosing window when a property animator is capturing.
  static func addKeyframe(start: Double, duration: Double, _ animations: () -> Void) {
    guard keyframeBlocks > 0, unanimatedBlocks == 0, let capture = captures.last else {
      return animations()
    }
    let outer = capture.window
    let length = outer.end - outer.start
    let begin = min(outer.end, outer.start + max(0, CGFloat(start)) * length)
    capture.window = (begin, min(outer.end, begin + max(0, CGFloat(duration)) * length))
    animations()
    capture.window = outer
  }

  /// `performWithoutAnimation(_:)`.
  static func withoutAnimation(_ actions: () -> Void) {
    unanimatedBlocks += 1
    actions()
    unanimatedBlocks -= 1
  }

  /// Hands `completion` to the capturing property animator, or runs it on the main queue after
  /// `seconds`.
  private static func end(after seconds: TimeInterval, _ completion: ((Bool) -> Void)?) {
    guard let completion else { return }
    if unanimatedBlocks == 0, let capture = captures.last {
      capture.completions.append(completion)
      return
    }
    Transition.perform(after: seconds) { completion(true) }
  }
}
