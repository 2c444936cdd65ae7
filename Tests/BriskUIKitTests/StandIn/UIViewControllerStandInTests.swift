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

  // UIViewController.h: "If this property has been set to UIModalPresentationAutomatic, reading
  // it will always return a concrete presentation style"; the iOS 18 SDK resolves it to
  // UIModalPresentationFormSheet.
  @Test func theAutomaticStyleReadsBackAsAConcreteOne() {
    let screen = OtherScreen()
    #expect(screen.modalPresentationStyle == .formSheet)
    screen.modalPresentationStyle = .fullScreen
    #expect(screen.modalPresentationStyle == .fullScreen)
    screen.modalPresentationStyle = .automatic
    #expect(screen.modalPresentationStyle == .formSheet)
  }

  @Test func thePopoverControllerExistsOnlyForThePopoverStyle() {
    let screen = OtherScreen()
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
    /// Waits until `controller`'s presentation or dismissal transition has ended.
    private func transitionEnds(_ controller: UIViewController) async {
      await expect(controller.isBeingPresented || controller.isBeingDismissed)
        .toEventually(beFalse())
    }

    // UIViewController.h: the completion of presentViewController:animated:completion: "is called
    // after the viewDidAppear: selector is called on the presented view controller"; the
    // presented controller is set when present is called (a second present at once is refused
    // as "already presenting").
    @Test func aPresentationIsSetAtOnceAndItsCompletionRunsLater() async {
      let (root, other) = (RootScreen(), OtherScreen())
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      var completed = false
      root.present(other, animated: false) { completed = true }
      #expect(root.presentedViewController === other)
      #expect(other.presentingViewController === root)
      #expect(other.isBeingPresented)
      #expect(!completed)
      #expect(other.view.window === host.window)
      await expect(completed).toEventually(beTrue())
      #expect(!other.isBeingPresented)
    }

    // UIKit's warning "Attempt to present … whose view is not in the window hierarchy": the
    // view must be in a window; it need not be the key window. Whether a hidden window counts
    // is not documented, and the stand-in says it does not.
    @Test func aVisibleWindowThatIsNotKeyPresentsAndNoWindowDoesNot() async {
      let (root, other) = (RootScreen(), OtherScreen())
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.rootViewController = root
      root.present(other, animated: false)
      #expect(root.presentedViewController == nil)
      window.isHidden = false
      #expect(!window.isKeyWindow)
      root.present(other, animated: false)
      #expect(root.presentedViewController === other)
      await transitionEnds(other)
      window.isHidden = true
    }

    @Test func aChildSeesWhatItsContainerPresented() async {
      let (child, other) = (RootScreen(), OtherScreen())
      let host = hostInNavigationController(root: child)
      defer { host.tearDown() }
      child.present(other, animated: false)
      #expect(child.presentedViewController === other)
      #expect(host.root?.presentedViewController === other)
      #expect(other.presentingViewController === host.root)
      await transitionEnds(other)
    }

    @Test func aControllerAlreadyPresentingPresentsNothingMore() async {
      let (root, first, second) = (RootScreen(), OtherScreen(), DetailScreen())
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      root.present(first, animated: true)
      root.present(second, animated: false)
      #expect(root.presentedViewController === first)
      await transitionEnds(first)
      root.present(second, animated: false)
      await expect(second.presentingViewController).toAlways(beNil(), until: .milliseconds(100))
    }

    // A dismissal keeps presentedViewController until its transition ends; one asked for while
    // the presentation is still running is ignored, as UIKit's "while a presentation is in
    // progress" warning says.
    @Test func thePresentedControllerCanDismissItselfWithItsChain() async {
      let (root, first, second) = (RootScreen(), OtherScreen(), DetailScreen())
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      root.present(first, animated: false)
      first.dismiss(animated: false)
      await transitionEnds(first)
      #expect(root.presentedViewController === first)
      first.present(second, animated: false)
      await transitionEnds(second)
      first.dismiss(animated: false)
      #expect(second.isBeingDismissed)
      #expect(first.presentedViewController === second)
      await expect(first.presentedViewController).toEventually(beNil())
      #expect(root.presentedViewController === first)
      second.dismiss(animated: false)
      first.dismiss(animated: false)
      await expect(root.presentedViewController).toEventually(beNil())
      #expect(first.view.window == nil)
    }
  }
}
