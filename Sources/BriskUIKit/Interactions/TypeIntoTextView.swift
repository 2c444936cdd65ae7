// A text view is not editable on tvOS.
#if canImport(UIKit) && !os(tvOS)
  import BriskFixtures
  public import UIKit

  /// Types `text` into a text view one keystroke per character, as a user does, through the
  /// delegate and the notifications.
  ///
  /// First the view begins editing: in a window it becomes first responder (UIKit then asks
  /// `textViewShouldBeginEditing(_:)`); outside one, Brisk asks the delegate and calls
  /// `textViewDidBeginEditing(_:)` itself. Then, for each character, the delegate's
  /// `textView(_:shouldChangeTextIn:replacementText:)` is asked with the cursor at the end; an
  /// allowed keystroke is appended, `textViewDidChange(_:)` is called and
  /// `UITextView.textDidChangeNotification` is posted; a refused one is dropped, as on a device.
  ///
  /// When a finger could not type into it, the text is unchanged and one failure says why: it is
  /// not editable, it or an ancestor is hidden, fully transparent or has
  /// `isUserInteractionEnabled` off, or it would not begin editing.
  ///
  /// ```swift
  /// type("Loves maths", into: bioView)
  /// ```
  ///
  /// ```text
  /// type(_:into:) cannot type into UITextView "bio": its isEditable is false; the text is unchanged
  /// type(_:into:) cannot type into UITextView "bio": its delegate's textViewShouldBeginEditing(_:) returned false; the text is unchanged
  /// ```
  /// - Parameters:
  ///   - text: What to type.
  ///   - textView: The text view to type into.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @available(tvOS, unavailable)
  @MainActor
  public func type(
    _ text: String,
    into textView: UITextView,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let finger = Finger(
      "type(_:into:) cannot type into \(FingerReach.name(of: textView))",
      then: "the text is unchanged", fileID: fileID, filePath: filePath, line: line,
      column: column)
    guard textView.isEditable else { return finger.refuse("its isEditable is false") }
    if finger.cannotReach(textView) { return }
    if let refusal = beginEditing(textView) { return finger.refuse(refusal) }
    let delegate = textView.delegate
    for character in text {
      let current = textView.text ?? ""
      let range = NSRange(location: current.utf16.count, length: 0)
      let keystroke = String(character)
      let ask: ((UITextView, NSRange, String) -> Bool)? = delegate?.textView(
        _:shouldChangeTextIn:replacementText:)
      guard ask?(textView, range, keystroke) ?? true else { continue }
      textView.text = current + keystroke
      let didChange: ((UITextView) -> Void)? = delegate?.textViewDidChange
      didChange?(textView)
      NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: textView)
    }
  }

  /// Begins editing `textView` as a tap on it would; returns why it did not, or `nil`.
  @available(tvOS, unavailable)
  @MainActor
  private func beginEditing(_ textView: UITextView) -> String? {
    if textView.isFirstResponder { return nil }
    if textView.window != nil {
      return textView.becomeFirstResponder()
        ? nil : "becomeFirstResponder() returned false, so it did not begin editing"
    }
    let delegate = textView.delegate
    let shouldBegin: ((UITextView) -> Bool)? = delegate?.textViewShouldBeginEditing
    if let shouldBegin, !shouldBegin(textView) {
      return "its delegate's textViewShouldBeginEditing(_:) returned false"
    }
    let didBegin: ((UITextView) -> Void)? = delegate?.textViewDidBeginEditing
    didBegin?(textView)
    NotificationCenter.default.post(
      name: UITextView.textDidBeginEditingNotification, object: textView)
    return nil
  }
#endif
