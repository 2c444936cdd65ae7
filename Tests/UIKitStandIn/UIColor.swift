public import Foundation

/// The stand-in for UIKit's `UIColor`: an immutable colour in the extended sRGB or extended gray
/// colour space, or a named system colour.
///
/// As in UIKit, it is not tied to the main actor, it is `Sendable`, and `==` is `isEqual(_:)`,
/// which compares the colour space as well as the components: `.red` equals
/// `UIColor(red: 1, green: 0, blue: 0, alpha: 1)`, `.black` (gray) equals
/// `UIColor(white: 0, alpha: 1)` but not `UIColor(red: 0, green: 0, blue: 0, alpha: 1)`. A system
/// colour such as `.systemBackground` equals only itself; it resolves to its light-mode value.
@available(iOS 2.0, *)
open class UIColor: NSObject, NSCopying, @unchecked Sendable {
  enum Space: Hashable {
    case gray(white: CGFloat, alpha: CGFloat)
    case rgb(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    case system(
      name: String, lightRed: CGFloat, lightGreen: CGFloat, lightBlue: CGFloat, lightAlpha: CGFloat)
  }

  let space: Space

  /// A colour in the extended gray colour space.
  public init(white: CGFloat, alpha: CGFloat) {
    space = .gray(white: white, alpha: alpha)
    super.init()
  }

  /// A colour in the extended sRGB colour space.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    space = .rgb(red: red, green: green, blue: blue, alpha: alpha)
    super.init()
  }

  /// Creates a colour from a Core Graphics colour, keeping its colour space.
  public init(cgColor: CGColor) {
    space = cgColor.space
    super.init()
  }

  /// The colour as a Core Graphics colour, in the same colour space.
  open var cgColor: CGColor {
    CGColor(space: space)
  }

  /// A system colour named `systemName` (as UIKit prints it), whose light-mode value is given in
  /// sRGB components from 0 to 255 and an alpha.
  init(systemName: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    space = .system(
      name: systemName, lightRed: red / 255, lightGreen: green / 255, lightBlue: blue / 255,
      lightAlpha: alpha)
    super.init()
  }

  /// Pure red, in sRGB.
  open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// Pure green, in sRGB.
  open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// Pure blue, in sRGB.
  open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// Fully transparent, in gray.
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// White, in gray.
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// Black, in gray.
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// One-third white, in gray.
  open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
  /// Two-thirds white, in gray.
  open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
  /// Half white, in gray.
  open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// Green and blue, in sRGB.
  open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  /// Red and green, in sRGB.
  open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  /// Red and blue, in sRGB.
  open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  /// Red and half green, in sRGB.
  open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  /// Half red and half blue, in sRGB.
  open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  /// 0.6 red, 0.4 green and 0.2 blue, in sRGB.
  open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

  /// The colour's components in sRGB, written to the pointers that are not `nil`.
  /// - Returns: `true`: every stand-in colour converts to sRGB.
  @available(iOS 5.0, *)
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?,
    green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?,
    alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let components = rgba
    red?.pointee = components.red
    green?.pointee = components.green
    blue?.pointee = components.blue
    alpha?.pointee = components.alpha
    return true
  }

  /// The colour's components in sRGB.
  var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    UIColor.rgba(of: space)
  }

  static func rgba(of space: Space) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  {
    switch space {
    case .gray(let white, let alpha): (white, white, white, alpha)
    case .rgb(let red, let green, let blue, let alpha): (red, green, blue, alpha)
    case .system(_, let red, let green, let blue, let alpha): (red, green, blue, alpha)
    }
  }

  /// Whether `object` is a colour in the same space with the same components.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIColor)?.space == space
  }

  open override var hash: Int {
    space.hashValue
  }

  /// `UIExtendedSRGBColorSpace 1 0 0 1`, as UIKit prints colours.
  open override var description: String {
    func numbers(_ values: CGFloat...) -> String {
      values.map { String(format: "%g", Double($0)) }.joined(separator: " ")
    }
    switch space {
    case .gray(let white, let alpha):
      return "UIExtendedGrayColorSpace " + numbers(white, alpha)
    case .rgb(let red, let green, let blue, let alpha):
      return "UIExtendedSRGBColorSpace " + numbers(red, green, blue, alpha)
    case .system(let name, _, _, _, _):
      return "<UIDynamicSystemColor; name = \(name)>"
    }
  }

  /// Colours are immutable, so a copy is the colour itself.
  open func copy(with zone: NSZone? = nil) -> Any {
    self
  }
}
