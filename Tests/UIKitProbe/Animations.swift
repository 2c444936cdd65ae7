import UIKit

/// UIView's animation class methods, the option sets, and the property animator.
@MainActor
func probeAnimations(_ animator: UIViewPropertyAnimator) {
  let _:
    (
      TimeInterval, TimeInterval, UIView.AnimationOptions, @escaping () -> Void,
      ((Bool) -> Void)?
    ) -> Void = UIView.animate(withDuration:delay:options:animations:completion:)
  let _: (TimeInterval, @escaping () -> Void, ((Bool) -> Void)?) -> Void =
    UIView.animate(withDuration:animations:completion:)
  let _: (TimeInterval, @escaping () -> Void) -> Void = UIView.animate(withDuration:animations:)
  let _:
    (
      TimeInterval, TimeInterval, CGFloat, CGFloat, UIView.AnimationOptions, @escaping () -> Void,
      ((Bool) -> Void)?
    ) -> Void = UIView.animate(
      withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:
    )
  let _:
    (
      TimeInterval, TimeInterval, UIView.KeyframeAnimationOptions, @escaping () -> Void,
      (@Sendable (Bool) -> Void)?
    ) -> Void = UIView.animateKeyframes(withDuration:delay:options:animations:completion:)
  let _: (Double, Double, @escaping () -> Void) -> Void =
    UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)
  let _: (UIView, TimeInterval, UIView.AnimationOptions, (() -> Void)?, ((Bool) -> Void)?) -> Void =
    UIView.transition(with:duration:options:animations:completion:)
  let _: (() -> Void) -> Void = UIView.performWithoutAnimation(_:)

  let _: (UInt) -> UIView.AnimationOptions = UIView.AnimationOptions.init(rawValue:)
  let _: UInt = UIView.AnimationOptions().rawValue
  let _: (UInt) -> UIView.KeyframeAnimationOptions =
    UIView.KeyframeAnimationOptions.init(rawValue:)
  let _: UInt = UIView.KeyframeAnimationOptions().rawValue

  let _: UIViewAnimatingState = animator.state
  let _: [UIViewAnimatingState] = [.inactive, .active, .stopped]
  let _: Bool = animator.isRunning
  let _: CGFloat = animator.fractionComplete
  animator.fractionComplete = 0.5
  let _: TimeInterval = animator.duration
  let _: () -> Void = animator.pauseAnimation
  let _: (Bool) -> Void = animator.stopAnimation(_:)
  let _: (UIViewAnimatingPosition) -> Void = animator.finishAnimation(at:)
  let _: UIViewAnimatingPosition = .current
  let _: UIViewAnimatingPosition = .end
}
