public import Foundation

/// The stand-in for UIKit's `UIMenuElement`: the superclass of `UIAction`.
@available(iOS 13.0, *)
@MainActor
open class UIMenuElement: NSObject {
  /// Styles of a menu element.
  public struct Attributes: OptionSet, @unchecked Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static var disabled: UIMenuElement.Attributes { Attributes(rawValue: 1 << 0) }
    public static var destructive: UIMenuElement.Attributes { Attributes(rawValue: 1 << 1) }
    public static var hidden: UIMenuElement.Attributes { Attributes(rawValue: 1 << 2) }
    @available(iOS 16.0, tvOS 16.0, *)
    public static var keepsMenuPresented: UIMenuElement.Attributes { Attributes(rawValue: 1 << 3) }
  }

  /// Whether a menu element shows as on, off or mixed.
  // An imported Objective-C enum is not frozen: a client `switch` needs `@unknown default`.
  @nonexhaustive
  public enum State: Int, @unchecked Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }

  /// Creates an element; UIKit's subclasses do it through their own initializers.
  init(title: String, subtitle: String?, image: UIImage?) {
    storedTitle = title
    self.subtitle = subtitle
    storedImage = image
    super.init()
  }

  var storedTitle: String
  var storedImage: UIImage?

  /// The element's title.
  open var title: String {
    storedTitle
  }

  /// The element's subtitle.
  @available(iOS 15.0, tvOS 15.0, *)
  open var subtitle: String?

  /// The element's image.
  open var image: UIImage? {
    storedImage
  }
}
