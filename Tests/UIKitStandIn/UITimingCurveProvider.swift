public import Foundation

/// The kind of timing curve a provider describes.
@available(iOS 10.0, *)
// An imported Objective-C enum is not frozen: a client `switch` needs `@unknown default`.
@nonexhaustive
public enum UITimingCurveType: Int, @unchecked Sendable {
  case builtin = 0
  case cubic = 1
  case spring = 2
  case composed = 3
}

/// The stand-in for UIKit's `UITimingCurveProvider`: the timing of a property animator.
///
/// The stand-in keeps the parameters but does not apply them: its animators move linearly in
/// time and scrub linearly, as `scrubsLinearly` (the default) makes UIKit's do.
@available(iOS 10.0, *)
@MainActor
public protocol UITimingCurveProvider: NSCoding, NSCopying {
  /// Which kind of curve this is.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic parameters, if the curve has them.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring parameters, if the curve has them.
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// The stand-in for UIKit's `UICubicTimingParameters`: a built-in curve or a cubic Bézier curve.
@available(iOS 10.0, *)
@MainActor
open class UICubicTimingParameters: NSObject, @preconcurrency NSCoding, @preconcurrency NSCopying,
  UITimingCurveProvider
{
  /// The built-in curve; `.easeInOut` for a custom one.
  open private(set) var animationCurve: UIView.AnimationCurve
  /// The curve's first control point.
  open private(set) var controlPoint1: CGPoint
  /// The curve's second control point.
  open private(set) var controlPoint2: CGPoint
  private let isCustom: Bool

  /// The default Core Animation curve.
  public override init() {
    (animationCurve, controlPoint1, controlPoint2, isCustom) = (.easeInOut, .zero, .zero, false)
    super.init()
  }

  /// A built-in curve.
  public init(animationCurve curve: UIView.AnimationCurve) {
    (animationCurve, controlPoint1, controlPoint2, isCustom) = (curve, .zero, .zero, false)
    super.init()
  }

  /// A cubic Bézier curve through two control points.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    (animationCurve, controlPoint1, controlPoint2, isCustom) = (.easeInOut, point1, point2, true)
    super.init()
  }

  /// Decoding is not modelled: the stand-in's parameters are never archived, so this gives `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Archives nothing; see `init?(coder:)`.
  open func encode(with coder: NSCoder) {}

  open var timingCurveType: UITimingCurveType {
    isCustom ? .cubic : .builtin
  }

  open var cubicTimingParameters: UICubicTimingParameters? {
    self
  }

  open var springTimingParameters: UISpringTimingParameters? {
    nil
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    self
  }
}

/// The stand-in for UIKit's `UISpringTimingParameters`: a spring's damping.
@available(iOS 10.0, *)
@MainActor
open class UISpringTimingParameters: NSObject, @preconcurrency NSCoding, @preconcurrency NSCopying,
  UITimingCurveProvider
{
  /// The damping ratio, from 0 (oscillates) to 1 (settles without overshoot).
  let dampingRatio: CGFloat

  /// A critically damped spring.
  public override init() {
    dampingRatio = 1
    super.init()
  }

  /// A spring with a damping ratio: a convenience initializer, as Apple declares it.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(ratio: ratio)
  }

  private init(ratio: CGFloat) {
    dampingRatio = ratio
    super.init()
  }

  /// Decoding is not modelled: the stand-in's parameters are never archived, so this gives `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Archives nothing; see `init?(coder:)`.
  open func encode(with coder: NSCoder) {}

  open var timingCurveType: UITimingCurveType {
    .spring
  }

  open var cubicTimingParameters: UICubicTimingParameters? {
    nil
  }

  open var springTimingParameters: UISpringTimingParameters? {
    self
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    self
  }
}
