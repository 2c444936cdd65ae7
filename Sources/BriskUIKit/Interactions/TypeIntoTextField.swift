#if canImport(UIKit)
  import BriskFixtures
  public import UIKit

  /// Types `text` into a text field one keystroke per character, as a user does, through the
  /// delegate, the control events and the notifications.
  ///
  /// First the field begins editing: in a window it becomes first responder (UIKit then asks
  /// `textFieldShouldBeginEditing(_:)` and sends `.editingDidBegin`); outside one, Brisk asks the
  /// delegate, calls `textFieldDidBeginEditing(_:)`, sends `.editingDidBegin` and posts
  /// `UITextField.textDidBeginEditingNotification` itself. A field that is already first
  /// responder keeps editing. Then, for each character, the delegate's
  /// `textField(_:shouldChangeCharactersIn:replacementString:)` is asked with the cursor at the
  /// end; if it allows the keystroke, the character is appended, `.editingChanged` is sent and
  /// `UITextField.textDidChangeNotification` is posted. A keystroke the delegate refuses is
  /// dropped, as on a device: typing 25 characters into a field that allows 20 leaves 20.
  ///
  /// When a finger could not type into it, the text is unchanged and one failure says why: the
  /// field is disabled, it or an ancestor is hidden, fully transparent or has
  /// `isUserInteractionEnabled` off, or it would not begin editing.
  ///
  /// ```swift
  /// type("ada@example.com", into: emailField)
  /// ```
  ///
  /// ```text
  /// type(_:into:) cannot type into UITextField "email": it is disabled; the text is unchanged
  /// type(_:into:) cannot type into UITextField "email": its delegate's textFieldShouldBeginEditing(_:) returned false; the text is unchanged
  /// type(_:into:) cannot type into UITextField "email": becomeFirstResponder() returned false, so it did not begin editing; the text is unchanged
  /// ```
  /// - Parameters:
  ///   - text: What to type.
  ///   - field: The field to type into.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @MainActor
  public func type(
    _ text: String,
    into field: UITextField,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let finger = Finger(
      "type(_:into:) cannot type into \(FingerReach.name(of: field))",
      then: "the text is unchanged", fileID: fileID, filePath: filePath, line: line,
      column: column)
    if finger.cannotReach(field) { return }
    if let refusal = TextFieldEditing.begin(field) { return finger.refuse(refusal) }
    for character in text {
      guard field.isEnabled else { return }
      let current = field.text ?? ""
      let range = NSRange(location: current.utf16.count, length: 0)
      let keystroke = String(character)
      let ask: ((UITextField, NSRange, String) -> Bool)? = field.delegate?.textField(
        _:shouldChangeCharactersIn:replacementString:)
      guard ask?(field, range, keystroke) ?? true else { continue }
      field.text = current + keystroke
      TextFieldEditing.announceChange(of: field)
    }
  }
#endif
