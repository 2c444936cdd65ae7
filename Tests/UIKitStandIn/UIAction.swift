import Foundation

/// The stand-in for UIKit's `UIActionHandler`: what an action runs, given the action.
public typealias UIActionHandler = (UIAction) -> Void

/// The stand-in for UIKit's `UIAction`: a closure with a title, which a control runs for the
/// events it was added for. It replaces target/action, which needs `#selector` and so
/// Objective-C.
@available(iOS 13.0, *)
@MainActor
open class UIAction: UIMenuElement {
  /// A name that identifies an action.
  public struct Identifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String

    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    public init(rawValue: String) {
      self.rawValue = rawValue
    }
  }

  private let handler: UIActionHandler
  private var storedSender: Any?

  /// Creates an action that runs `handler`: the iOS 13 initializer. Apple declares the Swift
  /// initializers in an `@available(iOS 13.0, tvOS 14.0, *)` extension.
  @available(iOS 13.0, tvOS 14.0, *)
  @_disfavoredOverload
  @preconcurrency
  public convenience init(
    title: String = "",
    image: UIImage? = nil,
    identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.init(
      title: title, subtitle: nil, image: image, selectedImage: nil, identifier: identifier,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
      handler: handler)
  }

  /// Creates an action that runs `handler`: the iOS 15 initializer, with a subtitle.
  @available(iOS 15.0, tvOS 15.0, *)
  @_disfavoredOverload
  @preconcurrency
  public convenience init(
    title: String = "",
    subtitle: String? = nil,
    image: UIImage? = nil,
    identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.init(
      title: title, subtitle: subtitle, image: image, selectedImage: nil, identifier: identifier,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
      handler: handler)
  }

  /// Creates an action that runs `handler`: the iOS 17 initializer, with a subtitle and a
  /// selected image, which a call that fits several initializers picks.
  @available(iOS 17.0, tvOS 17.0, *)
  @preconcurrency
  public convenience init(
    title: String = "",
    subtitle: String? = nil,
    image: UIImage? = nil,
    selectedImage: UIImage? = nil,
    identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.init(
      title: title, subtitle: subtitle, image: image,
      identifier: identifier ?? Identifier(UUID().uuidString), handler: handler)
    self.selectedImage = selectedImage
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
  }

  private init(
    title: String, subtitle: String?, image: UIImage?, identifier: Identifier,
    handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// The action's title.
  open override var title: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }

  /// The action's image.
  open override var image: UIImage? {
    get { storedImage }
    set { storedImage = newValue }
  }

  /// The image shown when the action's state is on.
  @available(iOS 17.0, tvOS 17.0, *)
  open var selectedImage: UIImage?

  /// The action's identifier; unique unless one was given.
  open private(set) var identifier: UIAction.Identifier

  /// A title for the keyboard-shortcut overlay.
  open var discoverabilityTitle: String?

  /// The action's styles.
  open var attributes: UIMenuElement.Attributes = []

  /// Whether the action shows as on, off or mixed.
  open var state: UIMenuElement.State = .off

  /// The control that is running the action, while its handler runs.
  @available(iOS 14.0, tvOS 14.0, *)
  open var sender: Any? {
    storedSender
  }

  /// Runs the handler with `sender` as the action's sender: what a control does for its events.
  func perform(sender: Any?) {
    storedSender = sender
    defer { storedSender = nil }
    handler(self)
  }
}
