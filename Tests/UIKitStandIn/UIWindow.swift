public import Foundation

/// The stand-in for UIKit's `UIWindow`: the root of a view tree, hidden until shown, and key when
/// made so.
///
/// As in UIKit, only one window is key at a time; hiding the key window makes the most recently
/// shown visible window key instead. A visible window is kept alive by the system (here, by the
/// stand-in) until it is hidden: a test that leaves a window visible leaks it.
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

  /// Whether the window is hidden. Hiding the key window makes it resign key.
  open override var isHidden: Bool {
    didSet {
      guard isHidden != oldValue else { return }
      layer.isVisibleWindowLayer = !isHidden
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

  /// Makes the window the key window, in place of any other.
  open func makeKey() {
    UIWindow.keyWindow = self
  }

  /// Shows the window and makes it the key window.
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }
}
