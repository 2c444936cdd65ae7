public import Foundation

/// The stand-in for UIKit's `UITextField`: text, a placeholder, secure entry, a delegate, a clear
/// button and editing, which starts when the field becomes first responder.
///
/// `isSecureTextEntry` is an optional requirement of `UITextInputTraits` in UIKit, which
/// `UITextField` implements and Swift lets code set on any text field; Linux cannot declare
/// optional requirements, so the stand-in declares it on the class. There is no keyboard: setting
/// `text` changes the text and, as in UIKit, sends no event and posts no notification.
///
/// Becoming first responder (only in a window, see `UIResponder`) asks the delegate's
/// `textFieldShouldBeginEditing(_:)`, then calls `textFieldDidBeginEditing(_:)`, sends
/// `.editingDidBegin` and posts `textDidBeginEditingNotification`; resigning asks
/// `textFieldShouldEndEditing(_:)`, then calls `textFieldDidEndEditing(_:)`, sends
/// `.editingDidEnd` and posts `textDidEndEditingNotification`, as UIKit documents.
@available(iOS 2.0, *)
@MainActor
open class UITextField: UIControl {
  /// Posted when a text field's text changes through typing; the object is the field.
  public nonisolated static let textDidChangeNotification = NSNotification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Posted when a text field begins editing; the object is the field.
  public nonisolated static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted when a text field ends editing; the object is the field.
  public nonisolated static let textDidEndEditingNotification = NSNotification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// When an overlay view, such as the clear button, shows.
  // An imported Objective-C enum is not frozen: a client `switch` needs `@unknown default`.
  @nonexhaustive
  public enum ViewMode: Int, @unchecked Sendable {
    case never = 0
    case whileEditing = 1
    case unlessEditing = 2
    case always = 3
  }

  /// The text the field shows.
  open var text: String?
  /// The grey text shown while the field is empty.
  open var placeholder: String?
  /// Whether the field hides what is typed.
  open var isSecureTextEntry = false
  /// The object the field asks before it edits, changes, clears or returns.
  open weak var delegate: (any UITextFieldDelegate)?
  /// When the clear button shows; `.never` by default.
  open var clearButtonMode = UITextField.ViewMode.never

  /// Whether the field is editing: it is first responder.
  open var isEditing: Bool {
    isFirstResponder
  }

  /// A text field can become first responder.
  open override var canBecomeFirstResponder: Bool {
    true
  }

  /// Begins editing, if the field is in a window and its delegate allows it.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard window != nil, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Ends editing, if the delegate allows it.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    guard super.resignFirstResponder() else { return false }
    delegate?.textFieldDidEndEditing(self)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    return true
  }
}
