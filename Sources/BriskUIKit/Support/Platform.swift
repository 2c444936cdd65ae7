// The conditions about the platform or the test framework in BriskUIKit live in this file, except
// three that remove whole declarations with the UIKit types they use: the pinch and rotation
// recognizers (their files) and the popover presenter (PresenterSpy+ControllerPresenter.swift),
// which tvOS lacks. `.ci/check-platforms` builds BriskUIKit as tvOS and visionOS see it.
#if canImport(UIKit) && canImport(XCTest)
  import BriskFixtures
  public import UIKit
  public import XCTest

  extension XCTestCase {
    /// Hosts `root` in a new key window and tears the window down after the test.
    ///
    /// With `checkingForLeaks`, the window and `root` must also be released after the test; the
    /// window is torn down first.
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
      tearingDownAfterTheTest(
        root, contents: [], checkingForLeaks, fileID, filePath, line, column)
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
      tearingDownAfterTheTest(
        UINavigationController(rootViewController: root), contents: [root], checkingForLeaks,
        fileID, filePath, line, column)
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
      let split = UISplitViewController(primary: primary)
      return tearingDownAfterTheTest(
        split, in: TraitOverridingContainer(hosting: split, width: width), contents: [primary],
        checkingForLeaks, fileID, filePath, line, column)
    }

    /// Hosts `root`, registers its leak checks, then its teardown, which XCTest runs first.
    @MainActor
    private func tearingDownAfterTheTest<Root: UIViewController>(
      _ root: Root,
      in container: UIViewController? = nil,
      contents: [UIViewController],
      _ checkingForLeaks: Bool,
      _ fileID: StaticString,
      _ filePath: StaticString,
      _ line: UInt,
      _ column: UInt
    ) -> WindowHost<Root> {
      let host = WindowHost.hosting(
        root, in: container, contents: contents,
        at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        track: checkingForLeaks
          ? {
            self.trackForLeaks($0, fileID: fileID, filePath: filePath, line: line, column: column)
          }
          : nil)
      addTeardownBlock { MainActor.assumeIsolated { host.tearDown() } }
      return host
    }
  }
#endif

#if canImport(UIKit)
  #if !canImport(XCTest)
    // With XCTest, the `public import UIKit` above covers this part of the file too.
    import UIKit
  #endif
  import BriskSeams

  extension UIViewController {
    /// Overrides `child`'s horizontal size class: through the child's `traitOverrides` where they
    /// exist (iOS and tvOS 17, every visionOS), else with `setOverrideTraitCollection(_:forChild:)`,
    /// which those releases deprecate. The older call goes through ``ChildTraitOverriding`` so that
    /// a build with a deployment target of 17 or later does not warn about the branch it skips.
    func overrideHorizontalSizeClass(_ width: UIUserInterfaceSizeClass, of child: UIViewController)
    {
      if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) {
        child.traitOverrides.horizontalSizeClass = width
      } else {
        (self as any ChildTraitOverriding).setOverrideTraitCollection(
          UITraitCollection(horizontalSizeClass: width), forChild: child)
      }
    }
  }

  /// `setOverrideTraitCollection(_:forChild:)`, called without its iOS 17 deprecation warning.
  @MainActor
  private protocol ChildTraitOverriding {
    func setOverrideTraitCollection(
      _ collection: UITraitCollection?, forChild childViewController: UIViewController)
  }

  extension UIViewController: ChildTraitOverriding {}

  extension UIWindow {
    /// A new, hidden window the size of the screen. visionOS has no `UIScreen`: there the window
    /// is 1280 × 720 points, the default size of a window scene.
    static func screenSized() -> UIWindow {
      #if os(visionOS)
        UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 720))
      #else
        UIWindow(frame: UIScreen.main.bounds)
      #endif
    }
  }

  extension UIAlertController {
    /// Where an action sheet's popover points, read back; `nil` for an alert, an action sheet
    /// nothing anchors, and on tvOS, which has no popovers.
    var popoverAnchor: AlertRequest.Anchor? {
      #if os(tvOS)
        return nil
      #else
        guard preferredStyle == .actionSheet, let popover = popoverPresentationController,
          let view = popover.sourceView
        else { return nil }
        let rect = popover.sourceRect
        return AlertRequest.Anchor(sourceView: view, sourceRect: rect == CGRect.null ? nil : rect)
      #endif
    }
  }
#endif
