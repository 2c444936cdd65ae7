public import Foundation

/// The stand-in for UIKit's `UITextViewDelegate`: what a text view asks before it edits or
/// changes its text, and what it tells after.
///
/// Apple declares every member `@optional`; Linux has no optional requirements, so the stand-in
/// gives each UIKit's answer for a delegate without it: allow, do nothing (see
/// `UITextFieldDelegate`).
@available(iOS 2.0, *)
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether the view may begin editing.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// The view began editing.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Whether the text in `range` may be replaced with `text`.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  /// The text changed through typing.
  func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// UIKit's answer without the method: yes.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// UIKit's answer without the method: nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// UIKit's answer without the method: yes.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// UIKit's answer without the method: nothing.
  public func textViewDidChange(_ textView: UITextView) {}
}
