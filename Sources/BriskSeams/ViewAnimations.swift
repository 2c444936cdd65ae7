#if canImport(UIKit)
  public import UIKit

  /// `UIView`'s animation class methods as a protocol, so production code can take `UIView.self`
  /// as its animator (the static-wrapper pattern) and a test can pass another type.
  ///
  /// ```swift
  /// @MainActor final class BannerController {
  ///   private let animations: any ViewAnimations.Type
  ///   init(animations: any ViewAnimations.Type = UIView.self) { self.animations = animations }
  ///
  ///   func hide(_ banner: UIView) {
  ///     animations.animate(withDuration: 0.25, animations: { banner.alpha = 0 })
  ///   }
  /// }
  /// ```
  ///
  /// Every requirement is a `UIView` class method with the same signature, which `UIView`
  /// satisfies as it is; the forms that leave out `options` or `completion` are in an extension,
  /// with UIKit's defaults. For an animator object that tests can replace with the fakes in
  /// BriskFixtures (`ImmediateAnimator`, `RecordingAnimator`, `VirtualTimeAnimator`), use
  /// ``UIViewAnimator``, which forwards to a `ViewAnimations` type.
  @MainActor
  public protocol ViewAnimations {
    /// Animates the changes `animations` makes over `duration`, after `delay`.
    /// - Parameters:
    ///   - duration: How long the animation lasts, in seconds.
    ///   - delay: How long to wait before it starts, in seconds.
    ///   - options: How it animates.
    ///   - animations: The changes to animate.
    ///   - completion: What to run when it ends; it gets whether it finished.
    static func animate(
      withDuration duration: TimeInterval,
      delay: TimeInterval,
      options: UIView.AnimationOptions,
      animations: @escaping () -> Void,
      completion: ((Bool) -> Void)?
    )

    /// Animates the changes `animations` makes over `duration`, at once.
    /// - Parameters:
    ///   - duration: How long the animation lasts, in seconds.
    ///   - animations: The changes to animate.
    ///   - completion: What to run when it ends; it gets whether it finished.
    static func animate(
      withDuration duration: TimeInterval,
      animations: @escaping () -> Void,
      completion: ((Bool) -> Void)?
    )

    /// Animates the changes `animations` makes over `duration`, at once, with no completion.
    /// - Parameters:
    ///   - duration: How long the animation lasts, in seconds.
    ///   - animations: The changes to animate.
    static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)

    /// Animates the changes `animations` makes with spring physics.
    /// - Parameters:
    ///   - duration: How long the animation lasts, in seconds.
    ///   - delay: How long to wait before it starts, in seconds.
    ///   - dampingRatio: From 0 (most oscillation) to 1 (none).
    ///   - velocity: The initial speed, relative to the whole distance per second.
    ///   - options: How it animates.
    ///   - animations: The changes to animate.
    ///   - completion: What to run when it ends; it gets whether it finished.
    static func animate(
      withDuration duration: TimeInterval,
      delay: TimeInterval,
      usingSpringWithDamping dampingRatio: CGFloat,
      initialSpringVelocity velocity: CGFloat,
      options: UIView.AnimationOptions,
      animations: @escaping () -> Void,
      completion: ((Bool) -> Void)?
    )

    /// Animates the keyframes that `animations` adds with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``.
    /// - Parameters:
    ///   - duration: How long the whole animation lasts, in seconds.
    ///   - delay: How long to wait before it starts, in seconds.
    ///   - options: How it animates.
    ///   - animations: Adds the keyframes.
    ///   - completion: What to run when it ends; it gets whether it finished. UIKit declares it
    ///     `@Sendable` for keyframes only, and so does this requirement.
    static func animateKeyframes(
      withDuration duration: TimeInterval,
      delay: TimeInterval,
      options: UIView.KeyframeAnimationOptions,
      animations: @escaping () -> Void,
      completion: (@Sendable (Bool) -> Void)?
    )

    /// Adds a keyframe; call it inside an `animateKeyframes` block.
    /// - Parameters:
    ///   - frameStartTime: When the keyframe starts, as a fraction of the whole animation.
    ///   - frameDuration: How long it lasts, as a fraction of the whole animation.
    ///   - animations: The changes to animate in the keyframe.
    static func addKeyframe(
      withRelativeStartTime frameStartTime: Double,
      relativeDuration frameDuration: Double,
      animations: @escaping () -> Void
    )

    /// Runs a transition, such as a cross-dissolve, on `view`.
    /// - Parameters:
    ///   - view: The view that transitions.
    ///   - duration: How long the transition lasts, in seconds.
    ///   - options: The transition and how it animates.
    ///   - animations: The changes to make during the transition.
    ///   - completion: What to run when it ends; it gets whether it finished.
    static func transition(
      with view: UIView,
      duration: TimeInterval,
      options: UIView.AnimationOptions,
      animations: (() -> Void)?,
      completion: ((Bool) -> Void)?
    )

    /// Makes the changes `actionsWithoutAnimation` makes without animating them.
    /// - Parameter actionsWithoutAnimation: The changes.
    static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void)
  }

  /// `UIView` is the real `ViewAnimations`: pass `UIView.self`.
  extension UIView: ViewAnimations {}
#endif
