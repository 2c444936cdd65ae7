#if canImport(UIKit) && canImport(XCTest)
  import BriskFixtures
  public import UIKit
  public import XCTest

  extension XCTestCase {
    /// Hosts `root` in a new key window and tears the window down after the test.
    ///
    /// It calls the free `hostInKeyWindow(_:checkingForLeaks:…)`, then registers the host's
    /// ``WindowHost/tearDown()`` as a teardown block. With `checkingForLeaks`, the window and
    /// `root` must also be released after the test; the window is torn down first.
    /// - Parameters:
    ///   - root: The controller to host.
    ///   - checkingForLeaks: Also check that the window and `root` are released after the test.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    /// - Returns: The host; there is no need to tear it down.
    @MainActor
    @discardableResult
    public func hostInKeyWindow<Root: UIViewController>(
      _ root: Root,
      checkingForLeaks: Bool = false,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> WindowHost<Root> {
      tearingDownAfterTheTest(checkingForLeaks) {
        BriskUIKit.hostInKeyWindow(
          root, checkingForLeaks: checkingForLeaks, fileID: fileID, filePath: filePath,
          line: line, column: column)
      }
    }

    /// Hosts `root` at the bottom of a navigation controller in a new key window, and tears the
    /// window down after the test.
    /// - Parameters:
    ///   - root: The controller at the bottom of the stack.
    ///   - checkingForLeaks: Also check that the window, the navigation controller and `root` are
    ///     released after the test.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    /// - Returns: The host, whose `root` is the navigation controller.
    @MainActor
    @discardableResult
    public func hostInNavigationController(
      root: UIViewController,
      checkingForLeaks: Bool = false,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> WindowHost<UINavigationController> {
      tearingDownAfterTheTest(checkingForLeaks) {
        BriskUIKit.hostInNavigationController(
          root: root, checkingForLeaks: checkingForLeaks, fileID: fileID, filePath: filePath,
          line: line, column: column)
      }
    }

    /// Hosts `primary` in the first column of a split view controller in a new key window, as
    /// wide as `width` says, and tears the window down after the test.
    ///
    /// See the free function `hostInSplitView(primary:width:checkingForLeaks:…)` for what
    /// `width` changes.
    /// - Parameters:
    ///   - primary: The controller in the primary column.
    ///   - width: `.regular` (the default, two columns), `.compact` (collapsed, as on an
    ///     iPhone), or `.unspecified` to leave the device's own.
    ///   - checkingForLeaks: Also check that the window, the split view controller, its container
    ///     and `primary` are released after the test.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    /// - Returns: The host, whose `root` is the split view controller.
    @MainActor
    @discardableResult
    public func hostInSplitView(
      primary: UIViewController,
      width: UIUserInterfaceSizeClass = .regular,
      checkingForLeaks: Bool = false,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> WindowHost<UISplitViewController> {
      tearingDownAfterTheTest(checkingForLeaks) {
        BriskUIKit.hostInSplitView(
          primary: primary, width: width, checkingForLeaks: checkingForLeaks, fileID: fileID,
          filePath: filePath, line: line, column: column)
      }
    }

    /// Makes the host, with its leak checks in the test's leak tracking (a teardown block that
    /// checks after the test, or the surrounding `withLeakTracking { }`), then registers its
    /// teardown, which XCTest runs before the leak checks since it was registered after them.
    @MainActor
    private func tearingDownAfterTheTest<Root: UIViewController>(
      _ checkingForLeaks: Bool, _ makeHost: () -> WindowHost<Root>
    ) -> WindowHost<Root> {
      let host = checkingForLeaks ? withTestLeakTracking(makeHost) : makeHost()
      addTeardownBlock { MainActor.assumeIsolated { host.tearDown() } }
      return host
    }
  }
#endif
