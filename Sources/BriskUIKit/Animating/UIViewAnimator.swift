#if canImport(UIKit)
  public import BriskFixtures
  public import UIKit

  /// The real `Animator`: it forwards every call to `UIView`'s animation class methods.
  ///
  /// Production code takes `any Animator` and defaults to this one; tests pass a fake from
  /// BriskFixtures instead:
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
  /// `UIView`; given anything else it animates nothing, calls no completion, and reports, at the
  /// line where the animator was made:
  ///
  /// ```text
  /// transition(with:) needs a UIView, got <CALayer>; nothing was animated
  /// ```
  @MainActor
  public final class UIViewAnimator: Animator {
    /// The type whose class methods run the animations: `UIView.self` unless given another.
    public let animations: any ViewAnimations.Type
    private let location: CodeLocation

    /// Creates an animator that forwards to `animations`.
    /// - Parameters:
    ///   - animations: The type whose class methods run the animations; leave the default.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    public init(
      animations: any ViewAnimations.Type = UIView.self,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) {
      self.animations = animations
      location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
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
        animations: animations, completion: completion)
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
      guard let view = view as? UIView else {
        return fail(
          "transition(with:) needs a UIView, got <\(type(of: view))>; nothing was animated",
          at: location)
      }
      self.animations.transition(
        with: view, duration: duration, options: UIView.AnimationOptions(options),
        animations: animations, completion: completion)
    }
  }
#endif
