public import Foundation

/// Brisk's fake animators (``ImmediateAnimator``, ``RecordingAnimator``,
/// ``VirtualTimeAnimator``): `Animator`'s five calls, written once here, record each request and
/// hand it to the fake's `_accept(_:)`, the one step in which the fakes differ (run it at once,
/// keep it, or put it on a timeline).
///
/// It is public only because `Animator`'s requirements must be met by public declarations; a type
/// outside Brisk cannot conform usefully, since only Brisk makes an `_AnimatorCall`.
@_documentation(visibility: internal)
@MainActor
public protocol _LedgerAnimator: Animator {
  /// Records `call` and deals with it as this fake does; `Animator`'s calls come here.
  /// - Parameter call: The call, as Brisk's fakes receive it.
  func _accept(_ call: _AnimatorCall)
}

/// One call of `Animator` on a fake, as `_LedgerAnimator` hands it on; only Brisk makes one.
@_documentation(visibility: internal)
public struct _AnimatorCall {
  enum Kind {
    /// An animation: what to record, and the blocks to keep.
    case animation(
      AnimationRequest.Kind, TimeInterval, TimeInterval, AnimationOptions, (() -> Void)?,
      ((Bool) -> Void)?)
    /// A keyframe added inside an `animateKeyframes` block.
    case keyframe(Double, Double, () -> Void)
  }

  let kind: Kind
}

extension _LedgerAnimator {
  public func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
    animations: @escaping () -> Void, completion: ((Bool) -> Void)?
  ) {
    _accept(
      _AnimatorCall(kind: .animation(.standard, duration, delay, options, animations, completion)))
  }

  public func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
  ) {
    let kind = AnimationRequest.Kind.spring(damping: dampingRatio, initialVelocity: velocity)
    _accept(_AnimatorCall(kind: .animation(kind, duration, delay, options, animations, completion)))
  }

  public func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
    animations: @escaping () -> Void, completion: ((Bool) -> Void)?
  ) {
    _accept(
      _AnimatorCall(kind: .animation(.keyframes, duration, delay, options, animations, completion)))
  }

  public func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    _accept(_AnimatorCall(kind: .keyframe(frameStartTime, frameDuration, animations)))
  }

  public func transition(
    with view: AnyObject, duration: TimeInterval, options: AnimationOptions,
    animations: (() -> Void)?, completion: ((Bool) -> Void)?
  ) {
    _accept(
      _AnimatorCall(kind: .animation(.transition, duration, 0, options, animations, completion)))
  }
}

extension AnimationLedger {
  /// Adds a keyframe to the animation being built, or records an animation and hands it to
  /// `accept`, the fake's own next step.
  func handle(_ call: _AnimatorCall, then accept: (PendingAnimation) -> Void) {
    switch call.kind {
    case .animation(let kind, let duration, let delay, let options, let animations, let completion):
      accept(request(kind, duration, delay, options, animations, completion))
    case .keyframe(let start, let duration, let animations):
      addKeyframe(start, duration, animations)
    }
  }
}
