/// The stand-in for UIKit's `UIScene`: one instance of the app's interface, with its activation
/// state.
///
/// UIKit makes scenes itself (`init` is `NS_UNAVAILABLE` in UIScene.h) and gives them to the
/// app; the stand-in's tests make them with the `package` initializer of `UIWindowScene`, which
/// no code outside this package can call, and connect them with
/// `UIApplication.connectStandInScene(_:)`.
@available(iOS 13.0, *)
@MainActor
open class UIScene: UIResponder {
  /// Set by the stand-in's tests; UIKit changes it as the app moves between foreground and
  /// background.
  private var storedActivationState: UIScene.ActivationState

  package init(standInActivationState activationState: UIScene.ActivationState) {
    storedActivationState = activationState
    super.init()
  }

  /// Where the scene is in its life: unattached, in the foreground (active or not), or in the
  /// background.
  open var activationState: UIScene.ActivationState {
    storedActivationState
  }

  /// Moves the scene to `state`, as UIKit does when the app changes state.
  package func setStandInActivationState(_ state: UIScene.ActivationState) {
    storedActivationState = state
  }
}
