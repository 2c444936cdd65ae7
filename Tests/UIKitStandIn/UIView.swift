public import Foundation

/// The stand-in for UIKit's `UIView`: a frame in a tree of views, which ends in a window.
///
/// Views do not draw; the tree exists so `window` answers as it does in UIKit.
@available(iOS 2.0, *)
@MainActor
open class UIView: UIResponder, @preconcurrency NSCoding {
  private var storedSubviews: [UIView] = []
  private weak var storedSuperview: UIView?

  /// The view's rectangle in its superview's coordinates.
  open var frame: CGRect {
    didSet { storedBoundsOrigin = bounds.origin }
  }
  private var storedBoundsOrigin = CGPoint.zero

  /// The view's rectangle in its own coordinates.
  open var bounds: CGRect {
    get { CGRect(origin: storedBoundsOrigin, size: frame.size) }
    set {
      storedBoundsOrigin = newValue.origin
      frame.size = newValue.size
    }
  }

  /// The view's opacity, from 0 to 1.
  open var alpha: CGFloat = 1
  /// Whether the view is hidden.
  open var isHidden = false
  /// Whether touches reach the view.
  open var isUserInteractionEnabled = true

  /// Creates a view with a frame.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Creates a view from an archive; the stand-in decodes nothing and gives an empty frame.
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  /// Creates a view with an empty frame.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// Archives the view; the stand-in writes nothing.
  open func encode(with coder: NSCoder) {}

  /// The view this view is a subview of.
  open var superview: UIView? {
    storedSuperview
  }

  /// The view's subviews, back to front.
  open var subviews: [UIView] {
    storedSubviews
  }

  /// The window at the root of the view's tree, if the tree ends in one.
  open var window: UIWindow? {
    var view: UIView = self
    while let superview = view.superview { view = superview }
    return view as? UIWindow
  }

  /// Adds `view` on top of the subviews, moving it from its previous superview.
  open func addSubview(_ view: UIView) {
    guard view !== self else { return }
    view.removeFromSuperview()
    storedSubviews.append(view)
    view.storedSuperview = self
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    guard let superview = storedSuperview else { return }
    superview.storedSubviews.removeAll { $0 === self }
    storedSuperview = nil
  }
}
