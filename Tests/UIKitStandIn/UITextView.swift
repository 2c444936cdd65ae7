public import Foundation

/// The stand-in for UIKit's `UITextView`: editable, scrolling text with a delegate. As in UIKit,
/// setting `text` calls no delegate method and posts no notification.
///
/// Becoming first responder (only in a window, see `UIResponder`) asks the delegate's
/// `textViewShouldBeginEditing(_:)`, then calls `textViewDidBeginEditing(_:)` and posts
/// `textDidBeginEditingNotification`, as UIKit documents.
@available(iOS 2.0, *)
@MainActor
open class UITextView: UIScrollView {
  /// Posted when a text view's text changes through typing; the object is the view.
  public nonisolated static let textDidChangeNotification = NSNotification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted when a text view begins editing; the object is the view.
  public nonisolated static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextViewTextDidBeginEditingNotification")

  private var storedText = ""

  /// The text; setting `nil` makes it empty (`null_resettable`).
  open var text: String! {
    get { storedText }
    set { storedText = newValue ?? "" }
  }

  /// The object the view asks before it edits or changes its text.
  open weak var delegate: (any UITextViewDelegate)?

  /// Whether a user can edit the text; `true` by default.
  @available(tvOS, unavailable)
  open var isEditable = true

  /// Creates a text view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a text view from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A text view can become first responder.
  open override var canBecomeFirstResponder: Bool {
    true
  }

  /// Begins editing, if the view is in a window and its delegate allows it.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard window != nil, delegate?.textViewShouldBeginEditing(self) ?? true else { return false }
    guard super.becomeFirstResponder() else { return false }
    delegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    return true
  }
}
