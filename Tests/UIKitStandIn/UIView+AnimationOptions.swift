import Foundation

extension UIView {
  /// Options for `UIView.animate` and `transition(with:…)`, with UIKit's bit values.
  @available(iOS 4.0, *)
  public struct AnimationOptions: OptionSet, @unchecked Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static var layoutSubviews: UIView.AnimationOptions { Self(rawValue: 1 << 0) }
    public static var allowUserInteraction: UIView.AnimationOptions { Self(rawValue: 1 << 1) }
    public static var beginFromCurrentState: UIView.AnimationOptions { Self(rawValue: 1 << 2) }
    public static var `repeat`: UIView.AnimationOptions { Self(rawValue: 1 << 3) }
    public static var autoreverse: UIView.AnimationOptions { Self(rawValue: 1 << 4) }
    public static var overrideInheritedDuration: UIView.AnimationOptions { Self(rawValue: 1 << 5) }
    public static var overrideInheritedCurve: UIView.AnimationOptions { Self(rawValue: 1 << 6) }
    public static var allowAnimatedContent: UIView.AnimationOptions { Self(rawValue: 1 << 7) }
    public static var showHideTransitionViews: UIView.AnimationOptions { Self(rawValue: 1 << 8) }
    public static var overrideInheritedOptions: UIView.AnimationOptions { Self(rawValue: 1 << 9) }

    public static var curveEaseInOut: UIView.AnimationOptions { Self(rawValue: 0 << 16) }
    public static var curveEaseIn: UIView.AnimationOptions { Self(rawValue: 1 << 16) }
    public static var curveEaseOut: UIView.AnimationOptions { Self(rawValue: 2 << 16) }
    public static var curveLinear: UIView.AnimationOptions { Self(rawValue: 3 << 16) }

    public static var transitionFlipFromLeft: UIView.AnimationOptions { Self(rawValue: 1 << 20) }
    public static var transitionFlipFromRight: UIView.AnimationOptions { Self(rawValue: 2 << 20) }
    public static var transitionCurlUp: UIView.AnimationOptions { Self(rawValue: 3 << 20) }
    public static var transitionCurlDown: UIView.AnimationOptions { Self(rawValue: 4 << 20) }
    public static var transitionCrossDissolve: UIView.AnimationOptions { Self(rawValue: 5 << 20) }
    public static var transitionFlipFromTop: UIView.AnimationOptions { Self(rawValue: 6 << 20) }
    public static var transitionFlipFromBottom: UIView.AnimationOptions { Self(rawValue: 7 << 20) }

    public static var preferredFramesPerSecond60: UIView.AnimationOptions {
      Self(rawValue: 3 << 24)
    }
    public static var preferredFramesPerSecond30: UIView.AnimationOptions {
      Self(rawValue: 7 << 24)
    }
  }
}
