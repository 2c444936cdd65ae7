public import Foundation

/// The `UIView` animation calls, as a protocol production code can take instead of calling
/// `UIView.animate` directly, so tests can pass a fake.
///
/// ```swift
/// @MainActor final class ToastPresenter {
///   let animator: any Animator
///   init(animator: any Animator = UIViewAnimator()) { self.animator = animator }
///
///   func show(_ toast: UIView) {
///     animator.animate(withDuration: 0.3, animations: { toast.alpha = 1 })
///   }
/// }
///
/// // In a test: ImmediateAnimator, RecordingAnimator or VirtualTimeAnimator.
/// ```
///
/// Keyframes are added with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
/// on the same animator, inside the ``animateKeyframes(withDuration:delay:options:animations:completion:)``
/// block.
@MainActor
public protocol Animator: AnyObject {
  /// Animates changes made in `animations` over `duration`, after `delay`.
  func animate(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    options: AnimationOptions,
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)?
  )

  /// Animates with spring physics.
  func animate(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions,
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)?
  )

  /// Animates the keyframes that `animations` adds.
  func animateKeyframes(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    options: AnimationOptions,
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)?
  )

  /// Adds a keyframe; call it inside an `animateKeyframes` block.
  func addKeyframe(
    withRelativeStartTime frameStartTime: Double,
    relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  )

  /// Runs a transition on `view`, such as a cross-dissolve.
  func transition(
    with view: AnyObject,
    duration: TimeInterval,
    options: AnimationOptions,
    animations: (() -> Void)?,
    completion: ((Bool) -> Void)?
  )
}

extension Animator {
  /// `animate(withDuration:delay:options:animations:completion:)` with no delay or options.
  public func animate(
    withDuration duration: TimeInterval,
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// `animate(withDuration:delay:options:animations:completion:)` with no completion.
  public func animate(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    options: AnimationOptions = [],
    animations: @escaping () -> Void
  ) {
    animate(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: nil)
  }

  /// The spring animation with no completion.
  public func animate(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [],
    animations: @escaping () -> Void
  ) {
    animate(
      withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio,
      initialSpringVelocity: velocity, options: options, animations: animations, completion: nil)
  }

  /// The keyframe animation with no completion.
  public func animateKeyframes(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    options: AnimationOptions = [],
    animations: @escaping () -> Void
  ) {
    animateKeyframes(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: nil)
  }

  /// The transition with no completion.
  public func transition(
    with view: AnyObject,
    duration: TimeInterval,
    options: AnimationOptions = [],
    animations: (() -> Void)?
  ) {
    transition(
      with: view, duration: duration, options: options, animations: animations, completion: nil)
  }
}
