import Testing
import UIKit

extension KeyWindowTests {
  /// First responder only in a window; a text field asks its delegate and announces editing.
  @MainActor @Suite struct UIResponderStandInTests {
    @MainActor final class Refusing: NSObject, UITextFieldDelegate {
      var allows = false
      func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { allows }
    }

    @Test func aViewOutsideAWindowCannotBecomeFirstResponder() {
      let field = UITextField(frame: .zero)
      #expect(!field.becomeFirstResponder())
      #expect(!field.isFirstResponder && !field.isEditing)
      #expect(!UIView(frame: .zero).becomeFirstResponder())
    }

    @available(iOS 14.0, tvOS 14.0, *)  // addAction(_:for:)
    @Test func aTextFieldInAWindowAsksItsDelegateThenBeginsAndEndsEditing() {
      let window = UIWindow(frame: .zero)
      let field = UITextField(frame: .zero)
      window.addSubview(field)
      var log: [String] = []
      field.addAction(UIAction { _ in log.append("begin") }, for: .editingDidBegin)
      field.addAction(UIAction { _ in log.append("end") }, for: .editingDidEnd)
      let delegate = Refusing()
      field.delegate = delegate
      #expect(!field.becomeFirstResponder())
      delegate.allows = true
      #expect(field.becomeFirstResponder())
      #expect(field.isFirstResponder && field.isEditing)
      #expect(field.resignFirstResponder())
      #expect(!field.isFirstResponder)
      #expect(log == ["begin", "end"])
    }
  }
}
