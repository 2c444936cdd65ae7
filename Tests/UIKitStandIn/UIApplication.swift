/// The stand-in for UIKit's `UIApplication`: the app, its connected scenes, and the sending of
/// actions.
///
/// An action with a target goes to it. One without (`nil`, as storyboards and
/// `addTarget(nil, action:for:)` make) goes up the responder chain: `UIApplication.h` and the
/// `sendAction(_:to:from:for:)` documentation say it starts at the first responder; with no first
/// responder the stand-in starts at the sender, as UIKit does for a control (the `UIControl`
/// documentation: "the control searches the responder chain"). Each responder is asked
/// `responds(to:)` and the first that does performs the action with the sender (the stand-in's
/// `Selector` carries its method; see `NSObject+Selector.swift`).
///
/// The app starts with no connected scenes, as a test bundle without a host app has; the
/// stand-in's tests connect scenes with ``connectStandInScene(_:)``.
@available(iOS 2.0, *)
@MainActor
open class UIApplication: UIResponder {
  private static let instance = UIApplication()
  private var scenes: [UIScene] = []

  /// The app.
  @available(iOSApplicationExtension, unavailable)
  open class var shared: UIApplication {
    instance
  }

  /// The scenes UIKit has connected to the app.
  @available(iOS 13.0, *)
  open var connectedScenes: Set<UIScene> {
    Set(scenes)
  }

  /// Sends `action` to `target`, or, when `target` is `nil`, up the responder chain.
  /// - Parameters:
  ///   - action: The action method.
  ///   - target: The object to receive it, or `nil` for the responder chain.
  ///   - sender: The object that sends it, passed to the action method.
  ///   - event: The event that set it off, if any.
  /// - Returns: Whether a responder handled it.
  @discardableResult
  open func sendAction(
    _ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?
  ) -> Bool {
    if let target {
      guard let object = target as? NSObject, object.responds(to: action) else { return false }
      object.perform(action, with: sender)
      return true
    }
    var responder = UIResponder.current ?? (sender as? UIResponder)
    while let current = responder {
      if current.responds(to: action) {
        current.perform(action, with: sender)
        return true
      }
      responder = current.next
    }
    return false
  }

  /// Connects `scene` to the app, as UIKit does when the system shows it: for the stand-in's
  /// tests only.
  @available(iOS 13.0, *)
  package func connectStandInScene(_ scene: UIScene) {
    if !scenes.contains(where: { $0 === scene }) { scenes.append(scene) }
  }

  /// Disconnects `scene`, as UIKit does when the system discards it: for the stand-in's tests
  /// only. Its windows leave it.
  @available(iOS 13.0, *)
  package func disconnectStandInScene(_ scene: UIScene) {
    scenes.removeAll { $0 === scene }
    for window in (scene as? UIWindowScene)?.windows ?? [] { window.windowScene = nil }
  }
}
