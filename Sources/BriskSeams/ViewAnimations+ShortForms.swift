#if canImport(UIKit)
  public import UIKit

  // The forms of `UIView`'s animation methods that leave out `options` or `completion`, with
  // UIKit's defaults, for code that calls them through `any ViewAnimations.Type`. `UIView`'s own
  // methods take precedence when called on `UIView` directly.
  extension ViewAnimations {
    /// ``animate(withDuration:delay:options:animations:completion:)`` with no options.
    /// - Parameters:
    ///   - duration: How long the animation lasts, in seconds.
    ///   - delay: How long to wait before it starts, in seconds.
    ///   - animations: The changes to animate.
    ///   - completion: What to run when it ends; it gets whether it finished.
    public static func animate(
      withDuration duration: TimeInterval,
      delay: TimeInterval,
      animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      animate(
        withDuration: duration, delay: delay, options: [], animations: animations,
        completion: completion)
    }

    /// ``animate(withDuration:delay:options:animations:completion:)`` with no completion.
    /// - Parameters:
    ///   - duration: How long the animation lasts, in seconds.
    ///   - delay: How long to wait before it starts, in seconds.
    ///   - options: How it animates.
    ///   - animations: The changes to animate.
    public static func animate(
      withDuration duration: TimeInterval,
      delay: TimeInterval,
      options: UIView.AnimationOptions,
      animations: @escaping () -> Void
    ) {
      animate(
        withDuration: duration, delay: delay, options: options, animations: animations,
        completion: nil)
    }

    /// The spring animation with no options.
    /// - Parameters:
    ///   - duration: How long the animation lasts, in seconds.
    ///   - delay: How long to wait before it starts, in seconds.
    ///   - dampingRatio: From 0 (most oscillation) to 1 (none).
    ///   - velocity: The initial speed, relative to the whole distance per second.
    ///   - animations: The changes to animate.
    ///   - completion: What to run when it ends; it gets whether it finished.
    public static func animate(
      withDuration duration: TimeInterval,
      delay: TimeInterval,
      usingSpringWithDamping dampingRatio: CGFloat,
      initialSpringVelocity velocity: CGFloat,
      animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      animate(
        withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio,
        initialSpringVelocity: velocity, options: [], animations: animations,
        completion: completion)
    }

    /// The spring animation with no completion.
    /// - Parameters:
    ///   - duration: How long the animation lasts, in seconds.
    ///   - delay: How long to wait before it starts, in seconds.
    ///   - dampingRatio: From 0 (most oscillation) to 1 (none).
    ///   - velocity: The initial speed, relative to the whole distance per second.
    ///   - options: How it animates.
    ///   - animations: The changes to animate.
    public static func animate(
      withDuration duration: TimeInterval,
      delay: TimeInterval,
      usingSpringWithDamping dampingRatio: CGFloat,
      initialSpringVelocity velocity: CGFloat,
      options: UIView.AnimationOptions,
      animations: @escaping () -> Void
    ) {
      animate(
        withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio,
        initialSpringVelocity: velocity, options: options, animations: animations,
        completion: nil)
    }

    /// The keyframe animation with no options.
    /// - Parameters:
    ///   - duration: How long the whole animation lasts, in seconds.
    ///   - delay: How long to wait before it starts, in seconds.
    ///   - animations: Adds the keyframes.
    ///   - completion: What to run when it ends; it gets whether it finished.
    public static func animateKeyframes(
      withDuration duration: TimeInterval,
      delay: TimeInterval,
      animations: @escaping () -> Void,
      completion: (@Sendable (Bool) -> Void)? = nil
    ) {
      animateKeyframes(
        withDuration: duration, delay: delay, options: [], animations: animations,
        completion: completion)
    }

    /// The keyframe animation with no completion.
    /// - Parameters:
    ///   - duration: How long the whole animation lasts, in seconds.
    ///   - delay: How long to wait before it starts, in seconds.
    ///   - options: How it animates.
    ///   - animations: Adds the keyframes.
    public static func animateKeyframes(
      withDuration duration: TimeInterval,
      delay: TimeInterval,
      options: UIView.KeyframeAnimationOptions,
      animations: @escaping () -> Void
    ) {
      animateKeyframes(
        withDuration: duration, delay: delay, options: options, animations: animations,
        completion: nil)
    }

    /// The transition with no options.
    /// - Parameters:
    ///   - view: The view that transitions.
    ///   - duration: How long the transition lasts, in seconds.
    ///   - animations: The changes to make during the transition.
    ///   - completion: What to run when it ends; it gets whether it finished.
    public static func transition(
      with view: UIView,
      duration: TimeInterval,
      animations: (() -> Void)?,
      completion: ((Bool) -> Void)? = nil
    ) {
      transition(
        with: view, duration: duration, options: [], animations: animations,
        completion: completion)
    }

    /// The transition with no completion.
    /// - Parameters:
    ///   - view: The view that transitions.
    ///   - duration: How long the transition lasts, in seconds.
    ///   - options: The transition and how it animates.
    ///   - animations: The changes to make during the transition.
    public static func transition(
      with view: UIView,
      duration: TimeInterval,
      options: UIView.AnimationOptions,
      animations: (() -> Void)?
    ) {
      transition(
        with: view, duration: duration, options: options, animations: animations,
        completion: nil)
    }
  }
#endif
