import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct PressReturnTests {
  @available(iOS 14.0, tvOS 14.0, *)  // addAction(_:for:)
  private func loggedField() -> (UITextField, LimitingFieldDelegate) {
    let field = UITextField(frame: .zero)
    field.accessibilityIdentifier = "password"
    let delegate = LimitingFieldDelegate()
    field.delegate = delegate
    field.addAction(
      UIAction { _ in delegate.log.append("editingDidEndOnExit") }, for: .editingDidEndOnExit)
    return (field, delegate)
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func itAsksTheDelegateThenSendsEditingDidEndOnExit() {
    let (field, delegate) = loggedField()
    let failures = withFailureCollection { pressReturn(in: field) }
    #expect(failures.isEmpty)
    #expect(delegate.log == ["shouldReturn", "editingDidEndOnExit"])
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func aDelegateThatReturnsFalseHandledTheKeySoNothingIsSentOrFails() {
    let (field, delegate) = loggedField()
    delegate.returns = false
    let failures = withFailureCollection { pressReturn(in: field) }
    #expect(failures.isEmpty)
    #expect(delegate.log == ["shouldReturn"])
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func aFieldAFingerCannotReachFailsAndAsksNothing() {
    let (field, delegate) = loggedField()
    field.isHidden = true
    let failures = withFailureCollection { pressReturn(in: field) }
    #expect(
      failures.map(\.message) == [
        #"pressReturn(in:) cannot press return in UITextField "password": it is hidden; "#
          + "nothing was sent"
      ])
    let callLine: UInt = #line - 6
    #expect(failures.first?.location.line == callLine)
    #expect(delegate.log.isEmpty)
  }
}
