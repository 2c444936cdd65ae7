public import Foundation

/// The stand-in for UIKit's `UIView`: a frame in a tree of views, which ends in a window.
///
/// Views do not draw or lay out; the tree exists so `window` answers as it does in UIKit. As on
/// iOS, a view's `frame`, `alpha`, `transform`, `backgroundColor` and `isHidden` are its layer's
/// (see `CALayer`), and the layers form a tree alongside the views. The animatable ones are
/// recorded by a property animator (see `UIViewPropertyAnimator`): the model takes the new value
/// at once and the layer's `presentation()` moves. The animation class methods follow
/// `ViewAnimation`: the changes apply at once and the completion runs on the main queue after the
/// delay and duration.
@available(iOS 2.0, *)
@MainActor
open class UIView: UIResponder, @preconcurrency NSCoding, CALayerDelegate {
  private var storedSubviews: [UIView] = []
  private weak var storedSuperview: UIView?
  /// The controller whose root view this is, for `next`.
  weak var owningViewController: UIViewController?
  private var storedGestureRecognizers: [UIGestureRecognizer] = []
  private var anchors: (width: NSLayoutDimension, height: NSLayoutDimension)?
  private var centerAnchors: (x: NSLayoutXAxisAnchor, y: NSLayoutYAxisAnchor)?
  private let storedLayer = CALayer()

  /// The Core Animation layer that shows the view; the view is its delegate.
  open var layer: CALayer {
    storedLayer
  }

  /// The view's rectangle in its superview's coordinates: its layer's frame, the bounding box of
  /// its bounds once transformed. Setting it sets `center` and the size of `bounds`.
  open var frame: CGRect {
    get { storedLayer.frame }
    set {
      center = CGPoint(x: newValue.midX, y: newValue.midY)
      bounds.size = newValue.size
    }
  }

  /// The view's rectangle in its own coordinates: its layer's bounds.
  open var bounds: CGRect {
    get { storedLayer.bounds }
    set {
      let old = storedLayer.bounds
      storedLayer.bounds = newValue
      ViewAnimation.record(self, from: .bounds(old), to: .bounds(newValue))
    }
  }

  /// The view's centre in its superview's coordinates: its layer's position.
  open var center: CGPoint {
    get { storedLayer.position }
    set {
      let old = storedLayer.position
      storedLayer.position = newValue
      ViewAnimation.record(self, from: .position(old), to: .position(newValue))
    }
  }

  /// The view's transform, relative to its centre: the affine part of its layer's transform.
  open var transform: CGAffineTransform {
    get { storedLayer.affineTransform() }
    set {
      let old = storedLayer.affineTransform()
      storedLayer.setAffineTransform(newValue)
      ViewAnimation.record(self, from: .transform(old), to: .transform(newValue))
    }
  }

  /// The view's background colour; `nil` is transparent. UIKit declares it `@NSCopying`; the
  /// stand-in keeps it in the layer, as a `CGColor`, and colours are immutable.
  open var backgroundColor: UIColor? {
    get { storedLayer.backgroundColor.map(UIColor.init(cgColor:)) }
    set {
      let old = backgroundColor
      storedLayer.backgroundColor = newValue?.cgColor
      ViewAnimation.record(self, from: .backgroundColor(old), to: .backgroundColor(newValue))
    }
  }

  /// The view's opacity, from 0 to 1: its layer's `Float` `opacity`.
  open var alpha: CGFloat {
    get { CGFloat(storedLayer.opacity) }
    set {
      let old = alpha
      storedLayer.opacity = Float(newValue)
      ViewAnimation.record(self, from: .alpha(old), to: .alpha(CGFloat(Float(newValue))))
    }
  }

  /// Whether the view is hidden: its layer's `isHidden`.
  open var isHidden: Bool {
    get { storedLayer.isHidden }
    set { storedLayer.isHidden = newValue }
  }

  /// The string that identifies the view to UI tests (`UIAccessibilityIdentification`).
  open var accessibilityIdentifier: String?

  /// The view's label for assistive technologies. UIKit declares it on `NSObject`
  /// (`UIAccessibility`); the stand-in declares it on the views that carry one.
  open var accessibilityLabel: String?

  /// Whether touches reach the view.
  open var isUserInteractionEnabled = true
  /// Whether the view's frame becomes constraints; `false` for views placed with constraints.
  @available(iOS 6.0, *)
  open var translatesAutoresizingMaskIntoConstraints = true

  /// Creates a view with a frame.
  public init(frame: CGRect) {
    super.init()
    storedLayer.frame = frame
    storedLayer.delegate = self
  }

  /// Creates a view from an archive; the stand-in decodes nothing and gives an empty frame.
  public required init?(coder: NSCoder) {
    super.init()
    storedLayer.delegate = self
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

  /// The next responder: the controller whose root view this is, else the superview.
  open override var next: UIResponder? {
    owningViewController ?? superview
  }

  /// The window at the root of the view's tree, if the tree ends in one.
  open var window: UIWindow? {
    var view: UIView = self
    while let superview = view.superview { view = superview }
    return view as? UIWindow
  }

  /// The view's traits: its superview's; a window sets them for its tree.
  open var traitCollection: UITraitCollection {
    superview?.traitCollection ?? UITraitCollection()
  }

  /// Adds `view` on top of the subviews, moving it from its previous superview.
  open func addSubview(_ view: UIView) {
    guard view !== self else { return }
    view.removeFromSuperview()
    storedSubviews.append(view)
    view.storedSuperview = self
    storedLayer.addSublayer(view.storedLayer)
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    guard let superview = storedSuperview else { return }
    superview.storedSubviews.removeAll { $0 === self }
    storedSuperview = nil
    storedLayer.removeFromSuperlayer()
  }

  /// Asks for a layout pass; the stand-in does not lay out.
  open func setNeedsLayout() {}

  /// Lays out now if needed; the stand-in does not lay out, so constraints never move a frame.
  open func layoutIfNeeded() {}

  // MARK: Layout anchors

  /// The anchor for the view's width.
  @available(iOS 9.0, *)
  open var widthAnchor: NSLayoutDimension {
    sizeAnchors.width
  }

  /// The anchor for the view's height.
  @available(iOS 9.0, *)
  open var heightAnchor: NSLayoutDimension {
    sizeAnchors.height
  }

  /// The anchor for the view's horizontal centre.
  @available(iOS 9.0, *)
  open var centerXAnchor: NSLayoutXAxisAnchor {
    axisAnchors.x
  }

  /// The anchor for the view's vertical centre.
  @available(iOS 9.0, *)
  open var centerYAnchor: NSLayoutYAxisAnchor {
    axisAnchors.y
  }

  private var sizeAnchors: (width: NSLayoutDimension, height: NSLayoutDimension) {
    if let anchors { return anchors }
    let made = (NSLayoutDimension(self), NSLayoutDimension(self))
    anchors = made
    return made
  }

  private var axisAnchors: (x: NSLayoutXAxisAnchor, y: NSLayoutYAxisAnchor) {
    if let centerAnchors { return centerAnchors }
    let made = (NSLayoutXAxisAnchor(self), NSLayoutYAxisAnchor(self))
    centerAnchors = made
    return made
  }

  // MARK: Gesture recognizers

  /// The gesture recognizers attached to the view, in the order they were added; `nil` for none.
  @available(iOS 3.2, *)
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
    set {
      for recognizer in storedGestureRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches a gesture recognizer, moving it from the view it was attached to.
  @available(iOS 3.2, *)
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view !== self else { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    storedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.attachedView = self
  }

  /// Detaches a gesture recognizer.
  @available(iOS 3.2, *)
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    storedGestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.attachedView = nil
  }

  // MARK: Animation

  /// Animates the changes `animations` makes, after `delay`.
  @available(iOS 4.0, *)
  open class func animate(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    ViewAnimation.animate(duration: duration, delay: delay, animations, completion)
  }

  /// Animates the changes `animations` makes, at once.
  @available(iOS 4.0, *)
  open class func animate(
    withDuration duration: TimeInterval,
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    ViewAnimation.animate(duration: duration, delay: 0, animations, completion)
  }

  /// Animates the changes `animations` makes, at once, with no completion.
  @available(iOS 4.0, *)
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    ViewAnimation.animate(duration: duration, delay: 0, animations, nil)
  }

  /// Animates the changes `animations` makes with spring physics.
  @available(iOS 7.0, *)
  open class func animate(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat,
    options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    ViewAnimation.animate(duration: duration, delay: delay, animations, completion)
  }

  /// Animates the keyframes that `animations` adds with `addKeyframe`. Apple declares this
  /// completion, and no other animation completion, `@Sendable`.
  @available(iOS 7.0, *)
  open class func animateKeyframes(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    options: UIView.KeyframeAnimationOptions = [],
    animations: @escaping () -> Void,
    completion: (@Sendable (Bool) -> Void)? = nil
  ) {
    ViewAnimation.animateKeyframes(duration: duration, delay: delay, animations, completion)
  }

  /// Animates the keyframes that `animations` adds, returning whether they finished.
  @available(iOS 7.0, *)
  open class func animateKeyframes(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    options: UIView.KeyframeAnimationOptions = [],
    animations: @escaping () -> Void
  ) async -> Bool {
    await withCheckedContinuation { continuation in
      ViewAnimation.animateKeyframes(duration: duration, delay: delay, animations) {
        continuation.resume(returning: $0)
      }
    }
  }

  /// Adds a keyframe to the enclosing `animateKeyframes` animation: its changes happen from
  /// `frameStartTime` for `frameDuration`, both fractions of the whole.
  @available(iOS 7.0, *)
  open class func addKeyframe(
    withRelativeStartTime frameStartTime: Double,
    relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    ViewAnimation.addKeyframe(start: frameStartTime, duration: frameDuration, animations)
  }

  /// Runs a transition, such as a cross-dissolve, on `view`.
  @available(iOS 4.0, *)
  open class func transition(
    with view: UIView,
    duration: TimeInterval,
    options: UIView.AnimationOptions = [],
    animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    ViewAnimation.animate(duration: duration, delay: 0, animations, completion)
  }

  /// Makes the changes `actionsWithoutAnimation` makes without animating them.
  @available(iOS 7.0, *)
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    ViewAnimation.withoutAnimation(actionsWithoutAnimation)
  }
}
