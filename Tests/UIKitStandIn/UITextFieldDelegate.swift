public import Foundation

/// The stand-in for UIKit's `UITextFieldDelegate`: what a text field asks before it edits,
/// changes its text, clears or returns.
///
/// Apple declares every member `@optional`, so Swift code calls them as
/// `delegate.textFieldShouldReturn?(field)` and reads `delegate.textFieldShouldReturn` as an
/// optional function. Linux has no optional requirements: the stand-in gives each requirement a
/// default that does what UIKit does for a delegate without the method (allow, do nothing), so a
/// conforming class implements only what it needs, as on iOS. Code that must compile with both
/// reads a requirement into an optional function,
/// `let ask: (@MainActor (UITextField) -> Bool)? = delegate.textFieldShouldReturn`, which is
/// `nil` on iOS when the delegate lacks the method and this default here.
@available(iOS 2.0, *)
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Whether the field may begin editing.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// The field began editing.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether the field may end editing.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// The field ended editing.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Whether the characters in `range` may be replaced with `string`.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// Whether the clear button may clear the text.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether the field should do what the return key does.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// UIKit's answer without the method: yes.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// UIKit's answer without the method: nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// UIKit's answer without the method: yes.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// UIKit's answer without the method: nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// UIKit's answer without the method: yes.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// UIKit's answer without the method: yes.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// UIKit's answer without the method: yes.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
