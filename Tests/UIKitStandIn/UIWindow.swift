public import Foundation

/// The stand-in for UIKit's `UIWindow`: the root of a view tree, hidden until shown, and key when
/// made so.
///
/// As in UIKit, only one window is key at a time; hiding the key window makes the most recently
/// shown visible window key instead. A visible window is kept alive by the system (here, by the
/// stand-in) until it is hidden: a test that leaves a window visible leaks it.
///
/// Scenes: a window joins a `UIWindowScene` through `init(windowScene:)` or `windowScene`. In an
/// app with connected scenes (every app since iOS 13 that declares scenes), a window that belongs
/// to none is not shown: UIWindow.h says of `windowScene` "If nil, window will not appear on any
/// screen". The stand-in then keeps it off screen (its layer is not visible, it presents nothing)
/// and never makes it key; Apple does not say whether such a window can be key, and the stand-in
/// takes the stricter view. With no connected scene (a test bundle without a host app) a window
/// with a frame shows as before iOS 13.
@available(iOS 2.0, *)
@MainActor
open class UIWindow: UIView {
  private(set) static weak var keyWindow: UIWindow?
  private static var visibleWindows: [UIWindow] = []
  private var storedRootViewController: UIViewController?

  /// Creates a hidden window with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates a hidden window in `windowScene`, the size of its screen.
  @available(iOS 13.0, *)
  public init(windowScene: UIWindowScene) {
    #if BRISK_STANDIN_VISIONOS
      super.init(frame: CGRect(x: 0, y: 0, width: 1280, height: 720))
    #else
      super.init(frame: UIScreen.main.bounds)
    #endif
    isHidden = true
    // An initializer's own assignment runs no observer: join the scene here.
    self.windowScene = windowScene
    windowScene.add(self)
  }

  /// Creates a hidden window from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
  }

  /// The controller whose view fills the window.
  @available(iOS 4.0, *)
  open var rootViewController: UIViewController? {
    get { storedRootViewController }
    set {
      guard newValue !== storedRootViewController else { return }
      if let old = storedRootViewController, old.isViewLoaded, old.view.superview === self {
        old.view.removeFromSuperview()
      }
      storedRootViewController = newValue
      if let root = newValue {
        root.view.frame = bounds
        addSubview(root.view)
      }
    }
  }

  /// The scene the window belongs to; `nil` for none, and then, in an app with scenes, the window
  /// is not shown.
  @available(iOS 13.0, *)
  weak open var windowScene: UIWindowScene? {
    didSet {
      guard windowScene !== oldValue else { return }
      oldValue?.remove(self)
      windowScene?.add(self)
      updateVisibility()
    }
  }

  /// Whether the window is shown: not hidden, and in a scene unless the app has none.
  var isOnScreen: Bool {
    !isHidden && (windowScene != nil || UIApplication.shared.connectedScenes.isEmpty)
  }

  /// The next responder: the app.
  open override var next: UIResponder? {
    UIApplication.shared
  }

  /// Whether the window is hidden. Hiding the key window makes it resign key.
  open override var isHidden: Bool {
    didSet {
      guard isHidden != oldValue else { return }
      updateVisibility()
      if isHidden {
        UIWindow.visibleWindows.removeAll { $0 === self }
        if UIWindow.keyWindow === self { UIWindow.keyWindow = UIWindow.visibleWindows.last }
      } else {
        UIWindow.visibleWindows.append(self)
      }
    }
  }

  /// The window's traits. The stand-in's device is an iPhone in portrait (see `UIScreen`), so a
  /// window is horizontally compact; a container's `setOverrideTraitCollection(_:forChild:)`
  /// changes that for its children.
  open override var traitCollection: UITraitCollection {
    UITraitCollection(horizontalSizeClass: .compact)
  }

  /// Whether this is the key window.
  open var isKeyWindow: Bool {
    UIWindow.keyWindow === self
  }

  /// Makes the window the key window, in place of any other; a window that is not shown (see
  /// above) does not become key.
  open func makeKey() {
    guard windowScene != nil || UIApplication.shared.connectedScenes.isEmpty else { return }
    UIWindow.keyWindow = self
  }

  private func updateVisibility() {
    layer.isVisibleWindowLayer = isOnScreen
  }

  /// Shows the window and makes it the key window.
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }
}
