import BriskUIKit
import UIKit
import XCTest

/// The XCTest forms of the window hosts: they tear down after the test by themselves.
///
/// XCTest runs these on the main thread. The synchronous ones are not marked `@MainActor`,
/// because test discovery on Linux cannot call a synchronous main-actor test method; they assume
/// the main actor instead, through `testCase`, since the test case itself is not `Sendable`.
final class XCTestCaseWindowHostTests: XCTestCase {
  func testHostInKeyWindowTearsDownAfterTheTest() {
    nonisolated(unsafe) let testCase = self
    MainActor.assumeIsolated {
      let root = RootScreen()
      let window = WeakBox<UIWindow>(nil)
      // Registered first, so it runs after the host's own teardown.
      testCase.addTeardownBlock {
        MainActor.assumeIsolated {
          XCTAssertNil(window.object, "the window was not released")
          XCTAssertNil(root.view.window)
        }
      }
      let host = testCase.hostInKeyWindow(root)
      window.object = host.window
      XCTAssertEqual(host.window?.isKeyWindow, true)
      XCTAssertTrue(host.root === root)
    }
  }

  func testANavigationPushSeenWithSynchronousPolling() {
    nonisolated(unsafe) let testCase = self
    MainActor.assumeIsolated {
      let subject = RootScreen()
      let other = OtherScreen()
      let host = testCase.hostInNavigationController(root: subject)
      subject.show(other, sender: nil)
      expect(host.root?.topViewController).toEventually(beIdenticalTo(other))
    }
  }

  func testASplitDetailWithLeakChecksAfterTheTeardown() {
    nonisolated(unsafe) let testCase = self
    MainActor.assumeIsolated {
      let subject = RootScreen()
      let host = testCase.hostInSplitView(primary: subject, checkingForLeaks: true)
      subject.showDetailViewController(DetailScreen(), sender: nil)
      expect(host.root?.viewControllers.count).toEventually(equal(2))
    }
  }

  @MainActor
  func testAnAsyncTestWaitsWithAsyncPolling() async {
    let subject = RootScreen()
    let other = OtherScreen()
    hostInKeyWindow(subject, checkingForLeaks: true)
    subject.show(other, sender: nil)
    expect(subject.presentedViewController).to(beIdenticalTo(other))
    // The transition holds the controllers until it ends; wait for it before the leak check.
    await expect(other.isBeingPresented).toEventually(beFalse())
  }
}
