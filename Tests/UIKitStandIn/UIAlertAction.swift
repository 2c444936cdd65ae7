public import Foundation

/// The stand-in for UIKit's `UIAlertAction`: one button of an alert, with its title, style and
/// handler (`UIAlertController.h`).
///
/// Apple's public API reads the handler back nowhere. The Objective-C object holds it behind a
/// getter named `handler` (dumps of UIKitCore's classes list `@property (nonatomic, copy) id
/// handler`, a block taking the action), which `responds(to:)` and `value(forKey:)` reach; the
/// stand-in answers both the same way (see `NSObject+Selector.swift`), with the closure it was
/// made with, or `nil` for an action made without one.
@available(iOS 8.0, *)
@MainActor
open class UIAlertAction: NSObject, @preconcurrency NSCopying, KeyValueCodingStandIn {
  private var storedTitle: String?
  private var storedStyle = UIAlertAction.Style.default
  /// What a tap on the button runs, given the action; read through key-value coding, which is not
  /// isolated, as on iOS.
  nonisolated(unsafe) private var handler: ((UIAlertAction) -> Void)?

  /// Creates a button (`+actionWithTitle:style:handler:`).
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.init()
    storedTitle = title
    storedStyle = style
    self.handler = handler
  }

  /// The button's title.
  open var title: String? {
    storedTitle
  }

  /// How the button is drawn.
  open var style: UIAlertAction.Style {
    storedStyle
  }

  /// Whether the button can be tapped.
  open var isEnabled = true

  /// A copy with the same title, style, handler and enabled state.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UIAlertAction(title: storedTitle, style: storedStyle, handler: handler)
    copy.isEnabled = isEnabled
    return copy
  }

  nonisolated func standInValue(forKey key: String) -> Any?? {
    key == "handler" ? .some(handler) : nil
  }
}
