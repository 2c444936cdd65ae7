import Foundation

/// The stand-in for UIKit's `UIMenu`: a titled list of menu elements (actions and submenus).
@available(iOS 13.0, *)
@MainActor
open class UIMenu: UIMenuElement {
  /// A name that identifies a menu.
  public struct Identifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String

    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    public init(rawValue: String) {
      self.rawValue = rawValue
    }
  }

  /// How a menu shows.
  public struct Options: OptionSet, @unchecked Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static var displayInline: UIMenu.Options { Options(rawValue: 1 << 0) }
    public static var destructive: UIMenu.Options { Options(rawValue: 1 << 1) }
    @available(iOS 15.0, tvOS 15.0, *)
    public static var singleSelection: UIMenu.Options { Options(rawValue: 1 << 5) }
  }

  /// The menu's actions and submenus, in order.
  open private(set) var children: [UIMenuElement]

  /// The menu's identifier.
  open private(set) var identifier: UIMenu.Identifier

  /// How the menu shows.
  open private(set) var options: UIMenu.Options

  /// Creates a menu: the iOS 13 initializer. Apple declares the Swift initializers in an
  /// `@available(iOS 13.0, tvOS 14.0, *)` extension; the later ones (a subtitle from iOS 15, an
  /// element size from iOS 16) are left out, as Brisk and its tests do not use them.
  @available(iOS 13.0, tvOS 14.0, *)
  @_disfavoredOverload
  @preconcurrency
  public convenience init(
    title: String = "",
    image: UIImage? = nil,
    identifier: UIMenu.Identifier? = nil,
    options: UIMenu.Options = [],
    children: [UIMenuElement] = []
  ) {
    self.init(
      title: title, image: image, identifier: identifier ?? Identifier(UUID().uuidString),
      options: options, children: children)
  }

  private init(
    title: String, image: UIImage?, identifier: Identifier, options: Options,
    children: [UIMenuElement]
  ) {
    self.children = children
    self.identifier = identifier
    self.options = options
    super.init(title: title, subtitle: nil, image: image)
  }
}
