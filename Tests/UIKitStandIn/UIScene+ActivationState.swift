extension UIScene {
  /// Where a scene is in its life: `UISceneActivationState` in UISceneDefinitions.h, which
  /// UIKit.apinotes names `UIScene.ActivationState`.
  @available(iOS 13.0, *)
  @nonexhaustive
  public enum ActivationState: Int, @unchecked Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }
}
