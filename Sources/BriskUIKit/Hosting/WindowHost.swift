#if canImport(UIKit)
  import BriskCore
  import BriskFixtures
  public import UIKit

  /// A key, visible window that hosts a controller, and the teardown that undoes it.
  ///
  /// The window joins the app's foreground-active `UIWindowScene` when there is one, since a
  /// window in no scene is not shown in a scene-based app; otherwise (a test bundle without a
  /// host app, an app without scenes) it is a window the size of the screen. Teardown makes the
  /// window that was key before key again.
  ///
  /// UIKit presents modally only from a controller whose view is in a window's hierarchy, and a
  /// test that needs a real transition hosts its controller first. Made by `hostInKeyWindow(_:)`,
  /// `hostInNavigationController(root:)` or `hostInSplitView(primary:)`.
  ///
  /// ``tearDown()`` removes the root from the window, hides the window (so it is no longer key
  /// and UIKit lets it go) and drops the host's reference to it. A window left visible stays alive
  /// and key, slows the run loop and leaks into later tests, so a host released without
  /// ``tearDown()`` is reported as a failure where it was made:
  ///
  /// ```text
  /// the window hosting <CheckoutViewController> was never torn down, so it stays visible and key: call tearDown(), or use withKeyWindow(hosting:) or an XCTestCase host, which tear down for you
  /// ```
  @MainActor
  public final class WindowHost<Root: UIViewController> {
    /// The hosting window; `nil` once torn down.
    public private(set) var window: UIWindow?

    private var hosted: Root?
    /// The scene's key window before this host made its own key, made key again at teardown.
    private weak var previousKeyWindow: UIWindow?
    /// The leak-tracking scope that checks the hosted objects, told at teardown what still holds
    /// them.
    private var leakScope: LeakTrackingScope?
    private let rootName: String
    private let location: CodeLocation
    private let isTornDownFlag = Locked(false)

    /// Hosts `root` as the root view controller of a new key, visible window the size of the
    /// screen, or inside `container`, which becomes the window's root.
    init(_ root: Root, in container: UIViewController? = nil, location: CodeLocation) {
      self.rootName = "<\(type(of: root))>"
      self.location = location
      if let parent = root.parent, parent !== container {
        BriskCore.fail(
          "cannot host \(rootName) in a window: it is a child of <\(type(of: parent))>; host that "
            + "container instead",
          at: location)
      } else if root.isViewLoaded, root.view.window != nil {
        BriskCore.fail(
          "cannot host \(rootName) in a second window: it is already in one; tear the first host "
            + "down before hosting it again",
          at: location)
      }
      previousKeyWindow = UIWindow.sceneKeyWindow
      let window = UIWindow.forHosting()
      window.rootViewController = container ?? root
      window.makeKeyAndVisible()
      self.window = window
      self.hosted = root
    }

    /// Hosts `root` and, when `checkingForLeaks`, tracks the window, `root`, `container` and
    /// `contents` for leaks (`trackForLeaks`), all reported at the caller's location.
    static func hosting(
      _ root: Root,
      in container: UIViewController? = nil,
      contents: [UIViewController] = [],
      checkingForLeaks: Bool,
      fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) -> WindowHost {
      let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      let host = WindowHost(root, in: container, location: location)
      if checkingForLeaks, let window = host.window {
        let track = { (object: AnyObject) in
          trackForLeaks(object, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        track(window)
        track(root)
        container.map(track)
        contents.forEach(track)
        host.leakScope = .current
      }
      return host
    }

    deinit {
      guard !isTornDownFlag.current else { return }
      BriskCore.fail(
        "the window hosting \(rootName) was never torn down, so it stays visible and key: call "
          + "tearDown(), or use withKeyWindow(hosting:) or an XCTestCase host, which tear down "
          + "for you",
        at: location)
    }

    /// The hosted root view controller; `nil` once torn down.
    public var root: Root? {
      hosted
    }

    /// Whether ``tearDown()`` has run.
    public var isTornDown: Bool {
      window == nil
    }

    /// Removes the root from the window, hides the window, takes it out of its scene, makes the
    /// window that was key before it key again (if it is still shown) and releases it. Calling it
    /// again does nothing. It does not wait for what the root presented to be dismissed, since a dismissal
    /// finishes on a later main-queue turn, after a leak check at the end of the test would run;
    /// a test that needs the dismissal dismisses and waits for it before tearing down. It does
    /// start one: an alert the window still shows is dismissed, without animation, because its
    /// buttons' handlers usually hold the screen and only a tap, which a test cannot make, would
    /// let go (the async `withKeyWindow(hosting:)` waits for that dismissal).
    public func tearDown() {
      guard let window else { return }
      if let leakScope, let holder = window.holderDescription {
        var held: [AnyObject] = [window]
        var current = window.rootViewController
        while let shown = current {
          held.append(shown)
          held += shown.children as [AnyObject]
          current = shown.presentedViewController
        }
        leakScope.note(holder, for: held)
      }
      window.dismissShownAlerts()
      window.rootViewController = nil
      window.isHidden = true
      window.windowScene = nil
      if let previousKeyWindow, previousKeyWindow !== window, !previousKeyWindow.isHidden {
        previousKeyWindow.makeKey()
      }
      self.window = nil
      hosted = nil
      isTornDownFlag.withLock { $0 = true }
    }
  }
#endif
