import Testing
import UIKit

extension KeyWindowTests {
  /// The responder chain and `sendAction(_:to:from:for:)`, as the `UIResponder.next` and
  /// `UIApplication.sendAction(_:to:from:for:)` documentation describe them. Serialized with the
  /// window tests: the first responder, where a chain starts, is one for all.
  @MainActor @Suite struct UIApplicationStandInTests {
    final class SaveScreen: UIViewController {
      var saves: [String] = []

      func save(_ sender: UIButton) {
        saves.append(sender.currentTitle ?? "?")
      }
    }

    @Test func nextLinksViewsControllersWindowsAndTheApp() {
      let screen = SaveScreen()
      let child = UIView(frame: .zero)
      screen.view.addSubview(child)
      #expect(child.next === screen.view)
      #expect(screen.view.next === screen)
      #expect(screen.next == nil)
      let window = UIWindow(frame: .zero)
      window.rootViewController = screen
      #expect(screen.next === window)
      #expect(window.next === UIApplication.shared)
      #expect(UIApplication.shared.next == nil)
    }

    @Test func aPresentedControllersNextIsThePresenter() async {
      let root = SaveScreen()
      let window = UIWindow(frame: .zero)
      window.rootViewController = root
      window.makeKeyAndVisible()
      defer { window.isHidden = true }
      let presented = UIViewController()
      root.present(presented, animated: false)
      #expect(presented.next === root)
    }

    @Test func aNilTargetGoesUpTheChainFromTheSenderToTheFirstThatResponds() {
      let screen = SaveScreen()
      let button = UIButton(type: .system)
      button.setTitle("Save", for: .normal)
      let row = UIView(frame: .zero)
      row.addSubview(button)
      screen.view.addSubview(row)
      let action = Selector(standIn: "save:", SaveScreen.save)
      #expect(UIApplication.shared.sendAction(action, to: nil, from: button, for: nil))
      #expect(screen.saves == ["Save"])
    }

    @Test func aNilTargetStartsAtTheFirstResponder() {
      let (first, second) = (SaveScreen(), SaveScreen())
      let window = UIWindow(frame: .zero)
      window.rootViewController = first
      window.makeKeyAndVisible()
      defer { window.isHidden = true }
      let field = UITextField(frame: .zero)
      first.view.addSubview(field)
      #expect(field.becomeFirstResponder())
      defer { field.resignFirstResponder() }
      let button = UIButton(type: .system)
      button.setTitle("Elsewhere", for: .normal)
      second.view.addSubview(button)
      let action = Selector(standIn: "save:", SaveScreen.save)
      #expect(UIApplication.shared.sendAction(action, to: nil, from: button, for: nil))
      #expect(first.saves == ["Elsewhere"])
      #expect(second.saves.isEmpty)
    }

    @Test func anActionNoResponderHandlesIsNotSent() {
      let button = UIButton(type: .system)
      UIView(frame: .zero).addSubview(button)
      let action = Selector(standIn: "save:", SaveScreen.save)
      #expect(!UIApplication.shared.sendAction(action, to: nil, from: button, for: nil))
      #expect(!UIApplication.shared.sendAction(action, to: NSObject(), from: button, for: nil))
    }

    @Test func aControlSendsANilTargetsActionUpTheChain() {
      let screen = SaveScreen()
      let button = UIButton(type: .system)
      button.setTitle("Save", for: .normal)
      screen.view.addSubview(button)
      button.addTarget(
        nil, action: Selector(standIn: "save:", SaveScreen.save), for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(screen.saves == ["Save"])
    }
  }

  /// Connected scenes: a window shows only in a scene once the app has one (UIWindow.h,
  /// `windowScene`: "If nil, window will not appear on any screen").
  @MainActor @Suite struct UIWindowSceneStandInTests {
    @Test func theAppStartsWithNoSceneAndAFrameWindowShows() {
      #expect(UIApplication.shared.connectedScenes.isEmpty)
      let window = UIWindow(frame: .zero)
      window.makeKeyAndVisible()
      defer { window.isHidden = true }
      #expect(window.isKeyWindow)
      #expect(window.windowScene == nil)
    }

    @Test func aWindowMadeInASceneBelongsToItAndIsItsKeyWindow() {
      let scene = UIWindowScene(standInActivationState: .foregroundActive)
      UIApplication.shared.connectStandInScene(scene)
      defer { UIApplication.shared.disconnectStandInScene(scene) }
      let window = UIWindow(windowScene: scene)
      #expect(window.windowScene === scene)
      #expect(window.frame == UIScreen.main.bounds)
      #expect(scene.windows == [window])
      #expect(UIApplication.shared.connectedScenes == [scene])
      #expect(scene.activationState == .foregroundActive)
      window.makeKeyAndVisible()
      defer { window.isHidden = true }
      #expect(window.isKeyWindow)
      #expect(scene.keyWindow === window)
      window.windowScene = nil
      #expect(scene.windows.isEmpty)
    }

    @Test func inAnAppWithScenesAWindowInNoSceneIsNeitherKeyNorShown() async {
      let scene = UIWindowScene(standInActivationState: .foregroundActive)
      UIApplication.shared.connectStandInScene(scene)
      defer { UIApplication.shared.disconnectStandInScene(scene) }
      let root = UIViewController()
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = root
      window.makeKeyAndVisible()
      defer { window.isHidden = true }
      #expect(!window.isKeyWindow)
      root.present(UIViewController(), animated: false)
      #expect(root.presentedViewController == nil)
      window.windowScene = scene
      #expect(root.view.layer.presentation() != nil)
    }
  }
}
