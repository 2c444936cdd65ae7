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
/// Apple declares all of its members `@optional` in an Objective-C protocol
/// (`addAnimations(_:delayFactor:)`, `addAnimations(_:)`, `addCompletion(_:)`,
/// `continueAnimation(withTimingParameters:durationFactor:)`), so through the protocol Swift code
/// must call them as `animator.addCompletion?(…)`. Linux has no optional requirements, so the
/// stand-in declares none: a call through `any UIViewImplicitlyAnimating` fails to compile here
/// instead of compiling here and failing on iOS. `UIViewPropertyAnimator` has all four, as on iOS.
@available(iOS 10.0, *)
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {}
