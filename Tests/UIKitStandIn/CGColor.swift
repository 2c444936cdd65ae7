public import Foundation

/// The stand-in for Core Graphics' `CGColor`: an immutable colour in a colour space, which is
/// what a layer's `backgroundColor` holds.
///
/// corelibs Foundation has no Core Graphics colours, so the stand-in defines the few members
/// Brisk and its tests read. A `UIColor` converts to one with `cgColor` and back with
/// `UIColor(cgColor:)`, keeping its colour space, as on iOS. Like every Core Foundation type in
/// Swift it is `Hashable` (through `CFEqual`/`CFHash`), and it has no `description` member.
public final class CGColor: Equatable, Hashable, Sendable {
  let space: UIColor.Space

  init(space: UIColor.Space) {
    self.space = space
  }

  /// Creates an sRGB colour (iOS 13 and later).
  @available(iOS 13.0, *)
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(space: .rgb(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// The colour's components, alpha last: white and alpha for a grey, red, green, blue and alpha
  /// otherwise.
  public var components: [CGFloat]? {
    switch space {
    case .gray(let white, let alpha): [white, alpha]
    default:
      [rgba.red, rgba.green, rgba.blue, rgba.alpha]
    }
  }

  /// How many components the colour has, alpha included.
  public var numberOfComponents: Int {
    components?.count ?? 0
  }

  /// The colour's opacity, from 0 to 1.
  public var alpha: CGFloat {
    rgba.alpha
  }

  var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    UIColor.rgba(of: space)
  }

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.space == rhs.space
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(space)
  }
}
