import Foundation

/// A value of one of the view properties the stand-in animates: `frame`, `alpha`, `transform`
/// and `backgroundColor`.
///
/// A property animator's presentation interpolates between two of them by its
/// `fractionComplete`, linearly,
/// component by component (`frame` by origin and size, `transform` by its six entries, colours by
/// their sRGB components, with `nil` as transparent black).
enum AnimatedValue {
  case frame(CGRect)
  case alpha(CGFloat)
  case transform(CGAffineTransform)
  case backgroundColor(UIColor?)

  /// Which property the value belongs to.
  enum Property: Hashable {
    case frame
    case alpha
    case transform
    case backgroundColor
  }

  var property: Property {
    switch self {
    case .frame: .frame
    case .alpha: .alpha
    case .transform: .transform
    case .backgroundColor: .backgroundColor
    }
  }

  /// Sets the property on `view`.
  @MainActor
  func apply(to view: UIView) {
    switch self {
    case .frame(let frame): view.frame = frame
    case .alpha(let alpha): view.alpha = alpha
    case .transform(let transform): view.transform = transform
    case .backgroundColor(let color): view.backgroundColor = color
    }
  }

  /// Sets the property on `layer`, as a view's setter does on its layer.
  func apply(to layer: CALayer) {
    switch self {
    case .frame(let frame): layer.frame = frame
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
    case (.frame(let from), .frame(let to)):
      return .frame(
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
