import Foundation

extension UIView {
  /// Options for `animateKeyframes(withDuration:…)`, with UIKit's bit values.
  @available(iOS 7.0, *)
  public struct KeyframeAnimationOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static var layoutSubviews: UIView.KeyframeAnimationOptions { Self(rawValue: 1 << 0) }
    public static var allowUserInteraction: UIView.KeyframeAnimationOptions {
      Self(rawValue: 1 << 1)
    }
    public static var beginFromCurrentState: UIView.KeyframeAnimationOptions {
      Self(rawValue: 1 << 2)
    }
    public static var `repeat`: UIView.KeyframeAnimationOptions { Self(rawValue: 1 << 3) }
    public static var autoreverse: UIView.KeyframeAnimationOptions { Self(rawValue: 1 << 4) }
    public static var overrideInheritedDuration: UIView.KeyframeAnimationOptions {
      Self(rawValue: 1 << 5)
    }
    public static var overrideInheritedOptions: UIView.KeyframeAnimationOptions {
      Self(rawValue: 1 << 9)
    }

    public static var calculationModeLinear: UIView.KeyframeAnimationOptions {
      Self(rawValue: 0 << 10)
    }
    public static var calculationModeDiscrete: UIView.KeyframeAnimationOptions {
      Self(rawValue: 1 << 10)
    }
    public static var calculationModePaced: UIView.KeyframeAnimationOptions {
      Self(rawValue: 2 << 10)
    }
    public static var calculationModeCubic: UIView.KeyframeAnimationOptions {
      Self(rawValue: 3 << 10)
    }
    public static var calculationModeCubicPaced: UIView.KeyframeAnimationOptions {
      Self(rawValue: 4 << 10)
    }
  }
}
