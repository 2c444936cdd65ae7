public import Foundation

/// The object a layer reports to; UIKit makes every view its layer's delegate.
public protocol CALayerDelegate: NSObjectProtocol {}

/// The stand-in for Core Animation's `CALayer`: the model values a view shows (its frame,
/// opacity, transform, background colour, corner radius and whether it is hidden), and, while a
/// property animator runs or is paused, the values on screen.
///
/// What it models, after `CALayer.h` and the `UIViewPropertyAnimator` documentation:
/// - A view's `frame`, `alpha`, `transform`, `backgroundColor` and `isHidden` are its layer's
///   (`alpha` is the layer's `Float` `opacity`, so `0.3` reads back as `0.30000001192092896`, as on
///   iOS).
/// - While an animation is in flight, the model holds the end values and only the presentation
///   layer moves: `presentation()` returns a copy with the animations applied at their current
///   point.
/// - `presentation()` returns `nil` for a layer that "has not yet been committed" (`CALayer.h`).
///   Apple does not say when an off-screen layer counts as committed; the stand-in takes the
///   stricter view that only a layer whose tree is in a visible window is, so a test that reads
///   the screen must put the view in a window, as it must on a device.
///
/// Apple's `CALayer` is not isolated to an actor; nor is this one.
open class CALayer: NSObject {
  /// The layer's own rectangle: its size, and the origin of its own coordinates.
  open var bounds: CGRect = .zero
  /// Where the layer's centre (its anchor point, which the stand-in keeps at the middle) is, in
  /// its superlayer's coordinates.
  open var position: CGPoint = .zero
  /// The layer's opacity, from 0 to 1.
  open var opacity: Float = 1
  /// Whether the layer is hidden.
  open var isHidden = false
  /// The layer's 3D transform.
  open var transform: CATransform3D = CATransform3DIdentity
  /// The layer's background colour; `nil` is transparent.
  open var backgroundColor: CGColor?
  /// The radius of the layer's rounded corners.
  open var cornerRadius: CGFloat = 0
  /// Whether sublayers are clipped to the layer's bounds.
  open var masksToBounds = false
  /// The layer's delegate: for a view's layer, the view.
  open weak var delegate: (any CALayerDelegate)?

  /// The layer this one is a sublayer of.
  open private(set) weak var superlayer: CALayer?
  private var storedSublayers: [CALayer] = []

  /// The animations in flight, by property: set by the stand-in's property animator.
  var animations: [AnimatedValue.Property: LayerAnimation] = [:]
  /// Set by `UIWindow` on its own layer while the window is visible.
  var isVisibleWindowLayer = false

  /// Creates a layer with default values.
  public override init() {
    super.init()
  }

  /// Creates a copy of `layer`'s model values, as Core Animation does to make a presentation
  /// layer. It is `required` in the stand-in so that `presentation()` can return `Self`.
  public required init(layer: Any) {
    super.init()
    guard let model = layer as? CALayer else { return }
    bounds = model.bounds
    position = model.position
    opacity = model.opacity
    isHidden = model.isHidden
    transform = model.transform
    backgroundColor = model.backgroundColor
    cornerRadius = model.cornerRadius
    masksToBounds = model.masksToBounds
  }

  /// The layer's rectangle in its superlayer's coordinates: the smallest rectangle holding its
  /// bounds once transformed about its centre, as Core Animation computes it. Setting it sets
  /// `position` and the size of `bounds`; Apple calls the result undefined when the transform is
  /// not the identity.
  open var frame: CGRect {
    get {
      let (width, height) = (bounds.width, bounds.height)
      let t = affineTransform()
      let corners = [
        (-width / 2, -height / 2), (width / 2, -height / 2), (-width / 2, height / 2),
        (width / 2, height / 2),
      ].map { x, y in
        (t.a * x + t.c * y + t.tx, t.b * x + t.d * y + t.ty)
      }
      let xs = corners.map(\.0)
      let ys = corners.map(\.1)
      let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
      return CGRect(
        x: position.x + minX, y: position.y + minY, width: (xs.max() ?? 0) - minX,
        height: (ys.max() ?? 0) - minY)
    }
    set {
      bounds.size = newValue.size
      position = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }

  /// The layer's sublayers, back to front; `nil` for none. Setting it replaces them, removing
  /// the old ones from this layer and each new one from its previous superlayer.
  open var sublayers: [CALayer]? {
    get { storedSublayers.isEmpty ? nil : storedSublayers }
    set {
      for layer in storedSublayers { layer.superlayer = nil }
      storedSublayers = []
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  /// Adds `layer` on top of the sublayers, moving it from its previous superlayer.
  open func addSublayer(_ layer: CALayer) {
    guard layer !== self else { return }
    layer.removeFromSuperlayer()
    storedSublayers.append(layer)
    layer.superlayer = self
  }

  /// Removes the layer from its superlayer.
  open func removeFromSuperlayer() {
    guard let superlayer else { return }
    superlayer.storedSublayers.removeAll { $0 === self }
    self.superlayer = nil
  }

  /// The affine part of `transform`.
  open func affineTransform() -> CGAffineTransform {
    CATransform3DGetAffineTransform(transform)
  }

  /// Sets `transform` to the affine transform `m`.
  open func setAffineTransform(_ m: CGAffineTransform) {
    transform = CATransform3DMakeAffineTransform(m)
  }

  /// The layer itself: it is the model layer.
  open func model() -> Self {
    self
  }

  /// A copy of the layer as it is on screen: its model values with the animations in flight
  /// applied at their current point; `nil` if the layer has not been committed (see the type's
  /// documentation).
  open func presentation() -> Self? {
    var root: CALayer = self
    while let superlayer = root.superlayer { root = superlayer }
    guard root.isVisibleWindowLayer else { return nil }
    let copy = Self(layer: self)
    for animation in animations.values { animation.value().apply(to: copy) }
    return copy
  }
}
