#if canImport(UIKit)
  public import UIKit

  /// The real `Animator`: it forwards every call to `UIView`'s animation class methods.
  ///
  /// Production code takes `any Animator` and defaults to this one; tests pass a fake from
  /// BriskFixtures (`ImmediateAnimator`, `RecordingAnimator`, `VirtualTimeAnimator`) instead:
  ///
  /// ```swift
  /// final class ColorButton: UIButton {
  ///   private let animator: any Animator
  ///   init(animator: any Animator = UIViewAnimator()) { … }
  /// }
  ///
  /// let button = ColorButton(animator: ImmediateAnimator())   // in a test
  /// ```
  ///
  /// Options convert bit for bit (`UIView.AnimationOptions(options)`, or
  /// `UIView.KeyframeAnimationOptions(options)` for keyframes). `transition(with:…)` needs a
  /// `UIView`; given anything else it animates nothing and calls the completion with `false`, as
  /// UIKit does for an interrupted animation.
  @MainActor
  public final class UIViewAnimator: Animator {
    /// The type whose class methods run the animations: `UIView.self` unless given another.
    public let animations: any ViewAnimations.Type

    /// Creates an animator that forwards to `animations`.
    /// - Parameter animations: The type whose class methods run the animations; leave the default.
    public init(animations: any ViewAnimations.Type = UIView.self) {
      self.animations = animations
    }

    public func animate(
      withDuration duration: TimeInterval,
      delay: TimeInterval,
      options: AnimationOptions,
      animations: @escaping () -> Void,
      completion: ((Bool) -> Void)?
    ) {
      self.animations.animate(
        withDuration: duration, delay: delay, options: UIView.AnimationOptions(options),
        animations: animations, completion: completion)
    }

    public func animate(
      withDuration duration: TimeInterval,
      delay: TimeInterval,
      usingSpringWithDamping dampingRatio: CGFloat,
      initialSpringVelocity velocity: CGFloat,
      options: AnimationOptions,
      animations: @escaping () -> Void,
      completion: ((Bool) -> Void)?
    ) {
      self.animations.animate(
        withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio,
        initialSpringVelocity: velocity, options: UIView.AnimationOptions(options),
        animations: animations, completion: completion)
    }

    public func animateKeyframes(
      withDuration duration: TimeInterval,
      delay: TimeInterval,
      options: AnimationOptions,
      animations: @escaping () -> Void,
      completion: ((Bool) -> Void)?
    ) {
      self.animations.animateKeyframes(
        withDuration: duration, delay: delay, options: UIView.KeyframeAnimationOptions(options),
        animations: animations, completion: MainActorCompletion.sendable(completion))
    }

    public func addKeyframe(
      withRelativeStartTime frameStartTime: Double,
      relativeDuration frameDuration: Double,
      animations: @escaping () -> Void
    ) {
      self.animations.addKeyframe(
        withRelativeStartTime: frameStartTime, relativeDuration: frameDuration,
        animations: animations)
    }

    public func transition(
      with view: AnyObject,
      duration: TimeInterval,
      options: AnimationOptions,
      animations: (() -> Void)?,
      completion: ((Bool) -> Void)?
    ) {
      guard let view = view as? UIView else { return completion?(false) ?? () }
      self.animations.transition(
        with: view, duration: duration, options: UIView.AnimationOptions(options),
        animations: animations, completion: completion)
    }
  }
#endif
