#if canImport(UIKit)
  import BriskFixtures
  public import UIKit

  /// Presses the return key in a text field: asks the delegate's `textFieldShouldReturn(_:)` and,
  /// if it returns `true` (or the delegate lacks it), sends `.editingDidEndOnExit`.
  ///
  /// A delegate that returns `false` has handled the key itself (it often moves to the next
  /// field): nothing is sent and nothing fails. When a finger could not reach the field, nothing
  /// is asked or sent and one failure says why.
  ///
  /// ```swift
  /// pressReturn(in: passwordField)
  /// ```
  ///
  /// ```text
  /// pressReturn(in:) cannot press return in UITextField "password": it is hidden; nothing was sent
  /// ```
  /// - Parameters:
  ///   - field: The field the keyboard types into.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @MainActor
  public func pressReturn(
    in field: UITextField,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let finger = Finger(
      "pressReturn(in:) cannot press return in \(FingerReach.name(of: field))",
      then: "nothing was sent", fileID: fileID, filePath: filePath, line: line, column: column)
    if finger.cannotReach(field) { return }
    let shouldReturn: ((UITextField) -> Bool)? = field.delegate?.textFieldShouldReturn
    guard shouldReturn?(field) ?? true else { return }
    field.sendActions(for: .editingDidEndOnExit)
  }
#endif
