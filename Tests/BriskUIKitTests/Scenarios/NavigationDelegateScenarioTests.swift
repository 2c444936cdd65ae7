import BriskUIKit
import Testing
import UIKit

/// What the screen asks its coordinator for.
@MainActor
private protocol NavigationDelegate: AnyObject {
  func showRedViewController()
}

/// A screen whose button asks the navigation delegate for the red screen.
@available(iOS 14.0, tvOS 14.0, *)  // addAction(_:for:)
private final class HomeViewController: UIViewController {
  weak var navigationDelegate: (any NavigationDelegate)?
  let redButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(redButton)
    redButton.addAction(
      UIAction { [weak self] _ in self?.navigationDelegate?.showRedViewController() },
      for: .touchUpInside)
  }
}

/// A spy built on CallLog.
private final class NavigationDelegateSpy: NavigationDelegate {
  enum Call: Equatable {
    case showRedViewController
  }

  let log = CallLog<Call>()

  func showRedViewController() {
    log.record(.showRedViewController)
  }
}

// Scenario 5: the navigation-delegate pattern, driven by sendActions(for: .touchUpInside).
@MainActor
@Suite struct NavigationDelegateScenario {
  @available(iOS 14.0, tvOS 14.0, *)
  @Test func tappingTheButtonAsksTheDelegateForTheRedScreen() {
    let spy = NavigationDelegateSpy()
    let subject = HomeViewController()
    subject.navigationDelegate = spy
    subject.loadViewIfNeeded()
    expect(spy.log).toNot(haveReceived(.showRedViewController))
    subject.redButton.sendActions(for: .touchUpInside)
    expect(spy.log).to(haveReceived(.showRedViewController, times: 1))
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func otherEventsDoNotAsk() {
    let spy = NavigationDelegateSpy()
    let subject = HomeViewController()
    subject.navigationDelegate = spy
    subject.loadViewIfNeeded()
    subject.redButton.sendActions(for: [.touchDown, .valueChanged])
    #expect(spy.log.count == 0)
  }
}
