import BriskUIKit
import UIKit

/// A `ViewAnimations` type that logs each call and runs its blocks at once, the way a test double
/// for the static-wrapper pattern does. Its log is static, as the pattern requires, so only
/// synchronous tests use it, each starting with `reset()`.
@MainActor
enum LoggingViewAnimations: ViewAnimations {
  private(set) static var calls: [String] = []

  static func reset() {
    calls = []
  }

  static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
    animations: @escaping () -> Void, completion: ((Bool) -> Void)?
  ) {
    log("animate(\(duration), delay: \(delay), options: \(options.rawValue))", completion)
    animations()
    completion?(true)
  }

  static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    log("animate(\(duration))", completion)
    animations()
    completion?(true)
  }

  static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    log("animate(\(duration)) without completion", nil)
    animations()
  }

  static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: UIView.AnimationOptions, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    log(
      "spring(\(duration), delay: \(delay), damping: \(dampingRatio), velocity: \(velocity), "
        + "options: \(options.rawValue))", completion)
    animations()
    completion?(true)
  }

  static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.KeyframeAnimationOptions, animations: @escaping () -> Void,
    completion: (@Sendable (Bool) -> Void)?
  ) {
    log("keyframes(\(duration), delay: \(delay), options: \(options.rawValue))", completion)
    animations()
    completion?(true)
  }

  static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    log("keyframe(\(frameStartTime), \(frameDuration))", nil)
    animations()
  }

  static func transition(
    with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions,
    animations: (() -> Void)?, completion: ((Bool) -> Void)?
  ) {
    log("transition(\(duration), options: \(options.rawValue))", completion)
    animations?()
    completion?(true)
  }

  static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    log("withoutAnimation", nil)
    actionsWithoutAnimation()
  }

  private static func log(_ call: String, _ completion: ((Bool) -> Void)?) {
    calls.append(completion == nil ? call : call + " +completion")
  }
}
