#if canImport(UIKit)
  public import UIKit

  // `AnimationOptions` carries UIKit's bit values, so each conversion keeps every bit.

  extension UIView.AnimationOptions {
    /// The UIKit options with the same bits as `options`.
    /// - Parameter options: The options a fake animator records.
    public init(_ options: AnimationOptions) {
      self.init(rawValue: options.rawValue)
    }
  }

  extension UIView.KeyframeAnimationOptions {
    /// The UIKit keyframe options with the same bits as `options`.
    /// - Parameter options: The options a fake animator records.
    public init(_ options: AnimationOptions) {
      self.init(rawValue: options.rawValue)
    }
  }

  extension AnimationOptions {
    /// The options with the same bits as UIKit's `options`.
    /// - Parameter options: UIKit's animation options.
    public init(_ options: UIView.AnimationOptions) {
      self.init(rawValue: options.rawValue)
    }

    /// The options with the same bits as UIKit's keyframe `options`.
    /// - Parameter options: UIKit's keyframe animation options.
    public init(_ options: UIView.KeyframeAnimationOptions) {
      self.init(rawValue: options.rawValue)
    }
  }
#endif
