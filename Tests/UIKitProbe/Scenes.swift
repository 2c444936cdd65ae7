import UIKit

/// The app, its connected scenes and the windows in them, which window hosts join; and the
/// sending of an action up the responder chain.
@MainActor
func probeScenes(_ window: UIWindow, _ scene: UIScene, _ windowScene: UIWindowScene) {
  let app: UIApplication = UIApplication.shared
  let _: Set<UIScene> = app.connectedScenes
  let _: (Selector, Any?, Any?, UIEvent?) -> Bool = app.sendAction(_:to:from:for:)
  let _: UIScene.ActivationState = scene.activationState
  let _: UIScene.ActivationState = .foregroundActive
  let _: Int = UIScene.ActivationState.foregroundActive.rawValue
  let _: [UIWindow] = windowScene.windows
  let _: (UIWindowScene) -> UIWindow = UIWindow.init(windowScene:)
  let _: UIWindowScene? = window.windowScene
  window.windowScene = nil
  let _: Bool = window.isKeyWindow
  let _: () -> Void = window.makeKey
}
