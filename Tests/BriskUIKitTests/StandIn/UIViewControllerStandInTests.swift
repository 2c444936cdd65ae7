import BriskUIKit
import Testing
import UIKit

/// Counts `loadView()` and `viewDidLoad()`.
private final class CountingScreen: UIViewController {
  var loads = 0
  var didLoads = 0

  override func loadView() {
    loads += 1
    view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    didLoads += 1
  }
}

@MainActor
@Suite struct UIViewControllerStandInTests {
  @Test func theViewLoadsOnceOnFirstRead() {
    let screen = CountingScreen()
    #expect(!screen.isViewLoaded)
    screen.loadViewIfNeeded()
    _ = screen.view
    #expect(screen.isViewLoaded)
    #expect(screen.loads == 1)
    #expect(screen.didLoads == 1)
    #expect(screen.view.frame.width == 10)
  }

  @Test func thePopoverControllerExistsOnlyForThePopoverStyle() {
    let screen = OtherScreen()
    #expect(screen.modalPresentationStyle == .automatic)
    #expect(screen.popoverPresentationController == nil)
    screen.modalPresentationStyle = .popover
    let popover = screen.popoverPresentationController
    #expect(popover != nil)
    #expect(screen.popoverPresentationController === popover)
    #expect(popover?.presentedViewController === screen)
    #expect(popover?.sourceRect == .null)
    #expect(popover?.permittedArrowDirections == .any)
  }

  @Test func childrenKnowTheirContainers() {
    let (child, grandchild) = (RootScreen(), OtherScreen())
    let navigationController = UINavigationController(rootViewController: child)
    child.addChild(grandchild)
    #expect(grandchild.parent === child)
    #expect(grandchild.navigationController === navigationController)
    #expect(navigationController.navigationController == nil)
    #expect(child.splitViewController == nil)
  }
}

extension KeyWindowTests {
  @MainActor @Suite struct UIViewControllerPresentationStandInTests {
    @Test func aPresentationFinishesLaterNeverAtOnce() async {
      let (root, other) = (RootScreen(), OtherScreen())
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      root.present(other, animated: false)
      #expect(root.presentedViewController == nil)
      await expect(root.presentedViewController).toEventually(beIdenticalTo(other))
      #expect(other.view.window === host.window)
    }

    @Test func aChildSeesWhatItsContainerPresented() async {
      let (child, other) = (RootScreen(), OtherScreen())
      let host = hostInNavigationController(root: child)
      defer { host.tearDown() }
      child.present(other, animated: false)
      await expect(child.presentedViewController).toEventually(beIdenticalTo(other))
      #expect(host.root?.presentedViewController === other)
      #expect(other.presentingViewController === host.root)
    }

    @Test func aControllerAlreadyPresentingPresentsNothingMore() async {
      let (root, first, second) = (RootScreen(), OtherScreen(), DetailScreen())
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      root.present(first, animated: true)
      root.present(second, animated: false)
      await expect(root.presentedViewController).toEventually(beIdenticalTo(first))
      root.present(second, animated: false)
      await expect(second.presentingViewController).toAlways(beNil(), until: .milliseconds(100))
    }

    @Test func thePresentedControllerCanDismissItselfWithItsChain() async {
      let (root, first, second) = (RootScreen(), OtherScreen(), DetailScreen())
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      root.present(first, animated: false)
      await expect(root.presentedViewController).toEventually(beIdenticalTo(first))
      first.present(second, animated: false)
      await expect(first.presentedViewController).toEventually(beIdenticalTo(second))
      first.dismiss(animated: false)
      await expect(first.presentedViewController).toEventually(beNil())
      #expect(root.presentedViewController === first)
      second.dismiss(animated: false)
      first.dismiss(animated: false)
      await expect(root.presentedViewController).toEventually(beNil())
      #expect(first.view.window == nil)
    }
  }
}
