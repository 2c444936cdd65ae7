#if canImport(UIKit)
  import UIKit

  /// The steps of editing a text field that the text-field helpers share.
  @MainActor
  enum TextFieldEditing {
    /// Begins editing `field` as a tap on it would; returns why it did not, or `nil`.
    ///
    /// In a window the field becomes first responder, and UIKit asks the delegate and announces
    /// the start. Outside one UIKit would not make it first responder, so Brisk asks
    /// `textFieldShouldBeginEditing(_:)`, calls `textFieldDidBeginEditing(_:)`, sends
    /// `.editingDidBegin` and posts `textDidBeginEditingNotification` itself.
    static func begin(_ field: UITextField) -> String? {
      if field.isFirstResponder { return nil }
      if field.window != nil {
        return field.becomeFirstResponder()
          ? nil : "becomeFirstResponder() returned false, so it did not begin editing"
      }
      let shouldBegin: ((UITextField) -> Bool)? = field.delegate?
        .textFieldShouldBeginEditing
      if let shouldBegin, !shouldBegin(field) {
        return "its delegate's textFieldShouldBeginEditing(_:) returned false"
      }
      let didBegin: ((UITextField) -> Void)? = field.delegate?.textFieldDidBeginEditing
      didBegin?(field)
      field.sendActions(for: .editingDidBegin)
      NotificationCenter.default.post(
        name: UITextField.textDidBeginEditingNotification, object: field)
      return nil
    }

    /// Sends `.editingChanged` and posts `textDidChangeNotification`, as UIKit does after a
    /// keystroke changes the text.
    static func announceChange(of field: UITextField) {
      field.sendActions(for: .editingChanged)
      NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: field)
    }
  }
#endif
