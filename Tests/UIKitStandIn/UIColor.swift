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
    case system(name: String, lightRed: CGFloat, lightGreen: CGFloat, lightBlue: CGFloat)
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

  private init(systemName: String, red: CGFloat, green: CGFloat, blue: CGFloat) {
    space = .system(name: systemName, lightRed: red, lightGreen: green, lightBlue: blue)
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

  #if !BRISK_STANDIN_TVOS
    /// The system background colour; the stand-in resolves it to white, its light-mode value.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    open class var systemBackground: UIColor {
      UIColor(systemName: "systemBackgroundColor", red: 1, green: 1, blue: 1)
    }
  #endif

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
    case .system(_, let red, let green, let blue): (red, green, blue, 1)
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
    case .system(let name, _, _, _):
      return "<UIDynamicSystemColor; name = \(name)>"
    }
  }

  /// Colours are immutable, so a copy is the colour itself.
  open func copy(with zone: NSZone? = nil) -> Any {
    self
  }
}
