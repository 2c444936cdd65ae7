import Foundation

/// A value of one of the layer properties the stand-in animates: `position` and `bounds` (which a
/// view's `frame` sets), `opacity`, `transform` and `backgroundColor`.
///
/// A property animator's presentation interpolates between two of them by its
/// `fractionComplete`, linearly,
/// component by component (`position` by x and y, `bounds` by origin and size, `transform` by its six entries, colours by
/// their sRGB components, with `nil` as transparent black).
enum AnimatedValue {
  case position(CGPoint)
  case bounds(CGRect)
  case alpha(CGFloat)
  case transform(CGAffineTransform)
  case backgroundColor(UIColor?)

  /// Which property the value belongs to.
  enum Property: Hashable {
    case position
    case bounds
    case alpha
    case transform
    case backgroundColor
  }

  var property: Property {
    switch self {
    case .position: .position
    case .bounds: .bounds
    case .alpha: .alpha
    case .transform: .transform
    case .backgroundColor: .backgroundColor
    }
  }

  /// Sets the property on `view`.
  @MainActor
  func apply(to view: UIView) {
    switch self {
    case .position(let position): view.center = position
    case .bounds(let bounds): view.bounds = bounds
    case .alpha(let alpha): view.alpha = alpha
    case .transform(let transform): view.transform = transform
    case .backgroundColor(let color): view.backgroundColor = color
    }
  }

  /// Sets the property on `layer`, as a view's setter does on its layer.
  func apply(to layer: CALayer) {
    switch self {
    case .position(let position): layer.position = position
    case .bounds(let bounds): layer.bounds = bounds
    case .alpha(let alpha): layer.opacity = Float(alpha)
    case .transform(let transform): layer.setAffineTransform(transform)
    case .backgroundColor(let color): layer.backgroundColor = color?.cgColor
    }
  }

  /// The value `fraction` of the way from this one to `end`: exactly this at 0 or less, exactly
  /// `end` at 1 or more.
  func interpolated(to end: AnimatedValue, _ fraction: CGFloat) -> AnimatedValue {
    guard fraction > 0 else { return self }
    guard fraction < 1 else { return end }
    func mix(_ from: CGFloat, _ to: CGFloat) -> CGFloat { from + (to - from) * fraction }
    switch (self, end) {
    case (.position(let from), .position(let to)):
      return .position(CGPoint(x: mix(from.x, to.x), y: mix(from.y, to.y)))
    case (.bounds(let from), .bounds(let to)):
      return .bounds(
        CGRect(
          x: mix(from.origin.x, to.origin.x), y: mix(from.origin.y, to.origin.y),
          width: mix(from.size.width, to.size.width), height: mix(from.size.height, to.size.height)
        ))
    case (.alpha(let from), .alpha(let to)):
      return .alpha(mix(from, to))
    case (.transform(let from), .transform(let to)):
      return .transform(
        CGAffineTransform(
          a: mix(from.a, to.a), b: mix(from.b, to.b), c: mix(from.c, to.c), d: mix(from.d, to.d),
          tx: mix(from.tx, to.tx), ty: mix(from.ty, to.ty)))
    case (.backgroundColor(let from), .backgroundColor(let to)):
      let transparent: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) = (0, 0, 0, 0)
      let start = from?.rgba ?? transparent
      let stop = to?.rgba ?? transparent
      return .backgroundColor(
        UIColor(
          red: mix(start.red, stop.red), green: mix(start.green, stop.green),
          blue: mix(start.blue, stop.blue), alpha: mix(start.alpha, stop.alpha)))
    default:
      return end
    }
  }
}
