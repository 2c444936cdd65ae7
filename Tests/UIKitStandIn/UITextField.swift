/// The stand-in for UIKit's `UITextField`, of which the stand-in models what an alert's text
/// fields are configured with: the text, the placeholder and secure entry.
///
/// `isSecureTextEntry` is an optional requirement of `UITextInputTraits` in UIKit, which
/// `UITextField` implements and Swift lets code set on any text field; Linux cannot declare
/// optional requirements, so the stand-in declares it on the class. Nothing is typed, so `text`
/// is what was set (`nil` until then).
@available(iOS 2.0, *)
@MainActor
open class UITextField: UIControl {
  /// The text the field shows.
  open var text: String?
  /// The grey text shown while the field is empty.
  open var placeholder: String?
  /// Whether the field hides what is typed.
  open var isSecureTextEntry = false
}
