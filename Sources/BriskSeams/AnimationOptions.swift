/// Animation options as a value a fake can record, with the bit values of UIKit's
/// `UIView.AnimationOptions` and `UIView.KeyframeAnimationOptions` (their bits do not overlap).
///
/// The UIKit adapters convert with `AnimationOptions(rawValue: options.rawValue)` both ways.
public struct AnimationOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
  public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
  public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
  public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
  public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
  public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
  public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
  public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
  public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
  public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

  public static let calculationModeDiscrete = AnimationOptions(rawValue: 1 << 10)
  public static let calculationModePaced = AnimationOptions(rawValue: 2 << 10)
  public static let calculationModeCubic = AnimationOptions(rawValue: 3 << 10)
  public static let calculationModeCubicPaced = AnimationOptions(rawValue: 4 << 10)

  public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
  public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
  public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

  public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
  public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
  public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
  public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
  public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
  public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

  public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
  public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
}

extension AnimationOptions: CustomStringConvertible {
  private static let names: [(AnimationOptions, String)] = [
    (.layoutSubviews, "layoutSubviews"), (.allowUserInteraction, "allowUserInteraction"),
    (.beginFromCurrentState, "beginFromCurrentState"), (.repeat, "repeat"),
    (.autoreverse, "autoreverse"), (.overrideInheritedDuration, "overrideInheritedDuration"),
    (.overrideInheritedCurve, "overrideInheritedCurve"),
    (.allowAnimatedContent, "allowAnimatedContent"),
    (.showHideTransitionViews, "showHideTransitionViews"),
    (.overrideInheritedOptions, "overrideInheritedOptions"),
  ]

  /// `[repeat, autoreverse, curveEaseIn]`: flags by name, then the multi-bit fields.
  public var description: String {
    var parts = Self.names.filter { contains($0.0) }.map(\.1)
    let fields: [(shift: UInt, names: [String])] = [
      (
        10,
        [
          "calculationModeDiscrete", "calculationModePaced", "calculationModeCubic",
          "calculationModeCubicPaced",
        ]
      ),
      (16, ["curveEaseIn", "curveEaseOut", "curveLinear"]),
      (
        20,
        [
          "transitionFlipFromLeft", "transitionFlipFromRight", "transitionCurlUp",
          "transitionCurlDown",
          "transitionCrossDissolve", "transitionFlipFromTop", "transitionFlipFromBottom",
        ]
      ),
      (24, ["", "", "preferredFramesPerSecond60", "", "", "", "preferredFramesPerSecond30"]),
    ]
    for field in fields {
      let value = Int((rawValue >> field.shift) & 0b1111)
      guard value > 0 else { continue }
      let name = value <= field.names.count ? field.names[value - 1] : ""
      parts.append(
        name.isEmpty ? "rawValue 0x\(String(UInt(value) << field.shift, radix: 16))" : name)
    }
    return "[" + parts.joined(separator: ", ") + "]"
  }
}
