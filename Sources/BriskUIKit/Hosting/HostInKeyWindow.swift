#if canImport(UIKit)
  import BriskFixtures
  public import UIKit

  /// Makes `root` the root view controller of a new key, visible window the size of the screen,
  /// so UIKit performs its transitions.
  ///
  /// ```swift
  /// let host = hostInKeyWindow(subject)
  /// defer { host.tearDown() }
  /// subject.show(other, sender: nil)
  /// expect(subject.presentedViewController).to(beIdenticalTo(other))  // set at once
  /// await expect(other.isBeingPresented).toEventually(beFalse())        // the transition ends
  /// ```
  ///
  /// Call ``WindowHost/tearDown()`` when done, or let `withKeyWindow(hosting:)` or the
  /// `XCTestCase` form do it. A controller that already has a parent, or is already in a window,
  /// is reported as a failure here, then hosted anyway.
  /// - Parameters:
  ///   - root: The controller to host.
  ///   - checkingForLeaks: Also check, with `trackForLeaks(_:)`, that the window and `root` are
  ///     released when the leak-tracking scope ends (a `.checksForLeaks` test or
  ///     `withLeakTracking { }`).
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: The host; its ``WindowHost/tearDown()`` undoes everything.
  @MainActor
  public func hostInKeyWindow<Root: UIViewController>(
    _ root: Root,
    checkingForLeaks: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> WindowHost<Root> {
    WindowHost.hosting(
      root, checkingForLeaks: checkingForLeaks, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Makes a navigation controller whose stack holds `root`, and hosts it in a new key window.
  ///
  /// ```swift
  /// let host = hostInNavigationController(root: subject)
  /// defer { host.tearDown() }
  /// subject.show(other, sender: nil)
  /// await expect(host.root?.topViewController).toEventually(beIdenticalTo(other))
  /// ```
  /// - Parameters:
  ///   - root: The controller at the bottom of the stack.
  ///   - checkingForLeaks: Also check that the window, the navigation controller and `root` are
  ///     released when the leak-tracking scope ends.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: The host, whose `root` is the navigation controller.
  @MainActor
  public func hostInNavigationController(
    root: UIViewController,
    checkingForLeaks: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> WindowHost<UINavigationController> {
    WindowHost.hosting(
      UINavigationController(rootViewController: root), contents: [root],
      checkingForLeaks: checkingForLeaks, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Makes a split view controller whose primary column is `primary`, hosts it in a new key
  /// window, and makes it as wide as `width` says.
  ///
  /// A split view shows a detail as its second column only when it is horizontally regular (an
  /// iPad); when compact (every iPhone) it is collapsed, and `showDetailViewController` pushes the
  /// detail onto a navigation controller in the primary column, or presents it
  /// (`UISplitViewController.h`). `width` sets the size class through a container's
  /// `setOverrideTraitCollection(_:forChild:)`, so both are testable on any device:
  ///
  /// ```swift
  /// let host = hostInSplitView(primary: subject)  // .regular: two columns
  /// defer { host.tearDown() }
  /// subject.showDetailViewController(detail, sender: nil)
  /// await expect(host.root?.viewControllers.last).toEventually(beIdenticalTo(detail))
  ///
  /// let phone = hostInSplitView(primary: list, width: .compact)  // collapsed, as on an iPhone
  /// defer { phone.tearDown() }
  /// list.showDetailViewController(detail, sender: nil)
  /// await expect(list.presentedViewController).toEventually(beIdenticalTo(detail))
  /// ```
  /// - Parameters:
  ///   - primary: The controller in the primary column.
  ///   - width: The horizontal size class to give the split view: `.regular` (the default, two
  ///     columns), `.compact` (collapsed, as on an iPhone), or `.unspecified` to leave the
  ///     device's own.
  ///   - checkingForLeaks: Also check that the window, the split view controller, its container
  ///     and `primary` are released when the leak-tracking scope ends.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: The host, whose `root` is the split view controller.
  @MainActor
  public func hostInSplitView(
    primary: UIViewController,
    width: UIUserInterfaceSizeClass = .regular,
    checkingForLeaks: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> WindowHost<UISplitViewController> {
    let split = UISplitViewController(primary: primary)
    return WindowHost.hosting(
      split, in: TraitOverridingContainer(hosting: split, width: width), contents: [primary],
      checkingForLeaks: checkingForLeaks, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  extension UISplitViewController {
    /// A classic split view controller with `primary` in its first column.
    convenience init(primary: UIViewController) {
      self.init(nibName: nil, bundle: nil)
      viewControllers = [primary]
    }
  }
#endif
