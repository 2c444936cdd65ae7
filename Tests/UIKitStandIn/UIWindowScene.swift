/// The stand-in for UIKit's `UIWindowScene`: a scene that shows windows.
///
/// A window joins it with `UIWindow(windowScene:)` or by setting `windowScene`; `windows` lists
/// the windows that belong to it, and `keyWindow` the one that is key (UIKit keeps key status
/// per scene since iOS 15; the stand-in keeps one key window in all, which is the same while a
/// test has one scene).
@available(iOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene {
  private var members: [WeakWindow] = []

  private struct WeakWindow {
    weak var window: UIWindow?
  }

  /// Makes a scene in `activationState`: for the stand-in's tests only.
  package override init(standInActivationState activationState: UIScene.ActivationState) {
    super.init(standInActivationState: activationState)
  }

  /// The windows that belong to the scene, in the order they joined it.
  open var windows: [UIWindow] {
    members.compactMap(\.window)
  }

  /// The scene's key window, if it has one.
  @available(iOS 15.0, *)
  open var keyWindow: UIWindow? {
    windows.first { $0.isKeyWindow }
  }

  func add(_ window: UIWindow) {
    members.removeAll { $0.window == nil || $0.window === window }
    members.append(WeakWindow(window: window))
  }

  func remove(_ window: UIWindow) {
    members.removeAll { $0.window == nil || $0.window === window }
  }
}
