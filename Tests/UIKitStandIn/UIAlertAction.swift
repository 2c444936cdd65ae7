public import Foundation

/// The stand-in for UIKit's `UIAlertAction`: one button of an alert, with its title, style and
/// handler (`UIAlertController.h`).
///
/// UIKit keeps the handler private, and so does the stand-in; a tap, which the stand-in models
/// with `UIAlertController.tapAction(standIn:)`, runs it.
@available(iOS 8.0, *)
@MainActor
open class UIAlertAction: NSObject, @preconcurrency NSCopying {
  private var storedTitle: String?
  private var storedStyle = UIAlertAction.Style.default
  /// What a tap on the button runs, given the action.
  private(set) var handler: ((UIAlertAction) -> Void)?

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
}
