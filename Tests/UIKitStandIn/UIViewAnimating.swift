public import Foundation

/// The stand-in for UIKit's `UIViewAnimating`: an animation that can be started, paused, scrubbed,
/// stopped and finished (`UIViewAnimating.h`).
@available(iOS 10.0, *)
@MainActor
public protocol UIViewAnimating: NSObjectProtocol {
  /// Inactive, active (running or paused) or stopped.
  var state: UIViewAnimatingState { get }
  /// Whether the animation is active and not paused.
  var isRunning: Bool { get }
  /// Whether the animation runs backwards, towards its start.
  var isReversed: Bool { get set }
  /// How far the animation is, from 0 to 1.
  var fractionComplete: CGFloat { get set }
  /// Starts or resumes the animation.
  func startAnimation()
  /// Starts the animation after `delay` seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses the animation, or starts it paused.
  func pauseAnimation()
  /// Stops the animation where it is.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Finishes a stopped animation at `finalPosition`.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// The stand-in for UIKit's `UIViewImplicitlyAnimating`: an animation that takes animation blocks
/// and completions.
///
/// Apple declares these four members `@optional` in an Objective-C protocol, so Swift code can
/// call them as `animator.addCompletion?(…)`; the stand-in has no Objective-C runtime and
/// declares them as plain requirements, which every conforming type here implements.
@available(iOS 10.0, *)
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds animations that start after `delayFactor` of the duration.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds animations that run over the whole duration.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds a block to run when the animation finishes.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Continues a paused animation with new timing over `durationFactor` of the duration.
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
