import Foundation

/// How the stand-in performs `UIView`'s animation class methods.
///
/// - Outside a property animator, the animation block runs at once, so the views hold their final
///   values, as UIKit's model layer does; the completion runs on the main queue once the delay and
///   the duration have passed, with `true`. Keyframe blocks run at once, in the order they are
///   added.
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
    animations?()
    end(after: delay + duration, completion)
  }

  /// `animateKeyframes(withDuration:…)`.
  static func animateKeyframes(
    duration: TimeInterval, delay: TimeInterval, _ animations: () -> Void,
    _ completion: ((Bool) -> Void)?
  ) {
    keyframeBlocks += 1
    animations()
    keyframeBlocks -= 1
    end(after: delay + duration, completion)
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
