#if canImport(UIKit)
  import BriskFixtures
  public import UIKit

  /// Taps a text field's clear button: asks the delegate's `textFieldShouldClear(_:)` and, if it
  /// allows it, empties the text, sends `.editingChanged` and posts
  /// `UITextField.textDidChangeNotification`.
  ///
  /// The button must show: `clearButtonMode` is `.always`, `.whileEditing` while the field is
  /// editing (first responder, so in a window), or `.unlessEditing` while it is not. When a
  /// finger could not tap it, the text is unchanged and one failure says why.
  ///
  /// ```swift
  /// tapClearButton(in: searchField)
  /// ```
  ///
  /// ```text
  /// tapClearButton(in:) cannot clear UITextField "search": its clearButtonMode is .never, so it has no clear button; the text is unchanged
  /// tapClearButton(in:) cannot clear UITextField "search": its clear button shows only while it is editing (clearButtonMode .whileEditing); the text is unchanged
  /// tapClearButton(in:) cannot clear UITextField "search": its delegate's textFieldShouldClear(_:) returned false; the text is unchanged
  /// ```
  /// - Parameters:
  ///   - field: The field to clear.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @MainActor
  public func tapClearButton(
    in field: UITextField,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let finger = Finger(
      "tapClearButton(in:) cannot clear \(FingerReach.name(of: field))",
      then: "the text is unchanged", fileID: fileID, filePath: filePath, line: line,
      column: column)
    if finger.cannotReach(field) { return }
    if let hidden = clearButtonAbsence(in: field) { return finger.refuse(hidden) }
    let shouldClear: ((UITextField) -> Bool)? = field.delegate?.textFieldShouldClear
    if finger.refused(shouldClear?(field), by: "textFieldShouldClear(_:)") { return }
    field.text = ""
    TextFieldEditing.announceChange(of: field)
  }

  /// Why `field` shows no clear button now, or `nil` if it shows one.
  @MainActor
  private func clearButtonAbsence(in field: UITextField) -> String? {
    switch field.clearButtonMode {
    case .always: return nil
    case .whileEditing:
      return field.isEditing
        ? nil : "its clear button shows only while it is editing (clearButtonMode .whileEditing)"
    case .unlessEditing:
      return field.isEditing
        ? "its clear button shows only while it is not editing (clearButtonMode .unlessEditing)"
        : nil
    case .never: return "its clearButtonMode is .never, so it has no clear button"
    @unknown default:
      return "its clearButtonMode is \(field.clearButtonMode.rawValue), which Brisk does not know"
    }
  }
#endif
