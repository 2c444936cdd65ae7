import BriskTestSupport
import BriskUIKit
import Testing
import UIKit

extension KeyWindowTests {
  @MainActor @Suite struct HostInKeyWindowTests {
    @Test func aNavigationHostStacksTheRoot() {
      let subject = RootScreen()
      let host = hostInNavigationController(root: subject)
      defer { host.tearDown() }
      #expect(host.root?.viewControllers == [subject])
      #expect(subject.navigationController === host.root)
      #expect(host.window?.isKeyWindow == true)
    }

    @Test func aSplitHostPutsThePrimaryInTheFirstColumn() {
      let subject = RootScreen()
      let host = hostInSplitView(primary: subject)
      defer { host.tearDown() }
      #expect(host.root?.viewControllers == [subject])
      #expect(subject.splitViewController === host.root)
      #expect(subject.view.window === host.window)
    }

    @Test func checkingForLeaksPassesOnceTornDown() {
      expectNoFailure {
        withLeakTracking {
          hostInKeyWindow(RootScreen(), checkingForLeaks: true).tearDown()
          hostInNavigationController(root: RootScreen(), checkingForLeaks: true).tearDown()
          hostInSplitView(primary: RootScreen(), checkingForLeaks: true).tearDown()
        }
      }
    }

    @Test func checkingForLeaksCatchesAWindowLeftVisible() {
      let window = WeakBox<UIWindow>(nil)
      var line: UInt = 0
      let failures = withFailureCollection {
        withLeakTracking {
          line = #line + 1
          let host = hostInNavigationController(root: RootScreen(), checkingForLeaks: true)
          window.object = host.window
        }
      }
      #expect(
        failures.map(\.message) == [
          "the window hosting <UINavigationController> was never torn down, so it stays visible "
            + "and key: call tearDown(), or use withKeyWindow(hosting:) or an XCTestCase host, "
            + "which tear down for you",
          "expected <UIWindow> to be released when withLeakTracking ends, but it is still alive",
          "expected <UINavigationController> to be released when withLeakTracking ends, but it is "
            + "still alive",
          "expected <RootScreen> to be released when withLeakTracking ends, but it is still alive",
        ])
      #expect(failures.allSatisfy { $0.location.line == line })
      window.object?.isHidden = true
      #expect(window.object == nil)
    }

    @Test func checkingForLeaksOutsideAScopeSaysWhatIsMissing() {
      let messages = failureMessages {
        hostInKeyWindow(RootScreen(), checkingForLeaks: true).tearDown()
      }
      #expect(
        messages
          == ["UIWindow", "RootScreen"].map {
            "trackForLeaks(_:) needs a leak-tracking scope to check <\($0)>: mark the test "
              + ".checksForLeaks, wrap the code in withLeakTracking { }, or call it in an XCTestCase"
          })
    }
  }
}
