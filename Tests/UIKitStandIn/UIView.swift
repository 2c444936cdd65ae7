public import Foundation

/// The stand-in for UIKit's `UIView`: a frame in a tree of views, which ends in a window.
///
/// Views do not draw or lay out; the tree exists so `window` answers as it does in UIKit.
/// `frame`, `alpha`, `transform` and `backgroundColor` are animatable: a property animator records
/// their changes (see `UIViewPropertyAnimator`). The animation class methods follow
/// `ViewAnimation`: the changes apply at once and the completion runs on the main queue after the
/// delay and duration.
@available(iOS 2.0, *)
@MainActor
open class UIView: UIResponder, @preconcurrency NSCoding {
  private var storedSubviews: [UIView] = []
  private weak var storedSuperview: UIView?
  private var storedGestureRecognizers: [UIGestureRecognizer] = []
  private var anchors: (width: NSLayoutDimension, height: NSLayoutDimension)?
  private var centerAnchors: (x: NSLayoutXAxisAnchor, y: NSLayoutYAxisAnchor)?

  /// The view's rectangle in its superview's coordinates.
  open var frame: CGRect {
    didSet {
      storedBoundsOrigin = bounds.origin
      ViewAnimation.record(self, from: .frame(oldValue), to: .frame(frame))
    }
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

  /// The view's transform, relative to its centre.
  open var transform: CGAffineTransform = .identity {
    didSet { ViewAnimation.record(self, from: .transform(oldValue), to: .transform(transform)) }
  }

  /// The view's background colour; `nil` is transparent.
  @NSCopying open var backgroundColor: UIColor? {
    didSet {
      ViewAnimation.record(
        self, from: .backgroundColor(oldValue), to: .backgroundColor(backgroundColor))
    }
  }

  /// The view's opacity, from 0 to 1.
  open var alpha: CGFloat = 1 {
    didSet { ViewAnimation.record(self, from: .alpha(oldValue), to: .alpha(alpha)) }
  }
  /// Whether the view is hidden.
  open var isHidden = false
  /// Whether touches reach the view.
  open var isUserInteractionEnabled = true
  /// Whether the view's frame becomes constraints; `false` for views placed with constraints.
  @available(iOS 6.0, *)
  open var translatesAutoresizingMaskIntoConstraints = true

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

  /// Animates the keyframes that `animations` adds with `addKeyframe`.
  @available(iOS 7.0, *)
  open class func animateKeyframes(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    options: UIView.KeyframeAnimationOptions = [],
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
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
