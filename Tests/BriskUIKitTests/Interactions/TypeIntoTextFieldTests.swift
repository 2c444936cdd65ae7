import BriskUIKit
import Foundation
import Testing
import UIKit

// It hosts a window (see KeyWindowTests).
extension KeyWindowTests {
  @MainActor
  @Suite struct TypeIntoTextFieldTests {
    /// A field with a logging delegate, and a log of its events and notifications.
    @available(iOS 14.0, tvOS 14.0, *)  // addAction(_:for:)
    private func loggedField() -> (UITextField, LimitingFieldDelegate, () -> [String]) {
      let field = UITextField(frame: .zero)
      field.accessibilityIdentifier = "email"
      let delegate = LimitingFieldDelegate()
      field.delegate = delegate
      let events: [(String, UIControl.Event)] = [
        ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged),
      ]
      for (name, event) in events {
        field.addAction(UIAction { _ in delegate.log.append(name) }, for: event)
      }
      return (field, delegate, { delegate.log })
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @Test func eachKeystrokeAsksTheDelegateThenChangesTheTextAndAnnouncesIt() {
      let (field, _, log) = loggedField()
      // Posted synchronously on the main actor, where the test runs.
      nonisolated(unsafe) var notified: [String?] = []
      let observer = NotificationCenter.default.addObserver(
        forName: UITextField.textDidChangeNotification, object: field, queue: nil
      ) { note in
        let sender = note.object as? UITextField
        MainActor.assumeIsolated { notified.append(sender?.text) }
      }
      defer { NotificationCenter.default.removeObserver(observer) }
      let failures = withFailureCollection { type("ab", into: field) }
      #expect(failures.isEmpty)
      #expect(field.text == "ab")
      #expect(
        log() == [
          "shouldBegin", "didBegin", "editingDidBegin",
          "shouldChange 0 a", "editingChanged", "shouldChange 1 b", "editingChanged",
        ])
      #expect(notified == ["a", "ab"])
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @Test func typing25CharactersIntoAFieldThatAllows20Leaves20() {
      let (field, delegate, log) = loggedField()
      delegate.maxLength = 20
      let failures = withFailureCollection { type(String(repeating: "x", count: 25), into: field) }
      #expect(failures.isEmpty)
      #expect(field.text == String(repeating: "x", count: 20))
      #expect(log().filter { $0.hasPrefix("shouldChange") }.count == 25)
      #expect(log().filter { $0 == "editingChanged" }.count == 20)
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @Test func typingAppendsToTheTextThereAndKeepsEditing() {
      let (field, _, log) = loggedField()
      field.text = "ad"
      type("a", into: field)
      #expect(field.text == "ada")
      #expect(log().contains("shouldChange 2 a"))
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @Test func inAWindowTheFieldBecomesFirstResponderOnce() {
      let (field, _, log) = loggedField()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.addSubview(field)
      window.isHidden = false
      defer { window.isHidden = true }
      type("a", into: field)
      type("b", into: field)
      #expect(field.isFirstResponder)
      #expect(field.text == "ab")
      #expect(log().filter { $0 == "shouldBegin" }.count == 1)
      _ = field.resignFirstResponder()
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @Test func aDelegateThatRefusesToBeginLeavesTheTextUnchanged() {
      let (field, delegate, log) = loggedField()
      delegate.allowsBeginning = false
      field.text = "old"
      let failures = withFailureCollection { type("new", into: field) }
      #expect(
        failures.map(\.message) == [
          #"type(_:into:) cannot type into UITextField "email": its delegate's "#
            + "textFieldShouldBeginEditing(_:) returned false; the text is unchanged"
        ])
      let callLine: UInt = #line - 6
      #expect(failures.first?.location.line == callLine)
      #expect(field.text == "old")
      #expect(log() == ["shouldBegin"])
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @Test func inAWindowARefusalToBecomeFirstResponderFails() {
      let (field, delegate, _) = loggedField()
      delegate.allowsBeginning = false
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.addSubview(field)
      window.isHidden = false
      defer { window.isHidden = true }
      let failures = withFailureCollection { type("new", into: field) }
      #expect(
        failures.map(\.message) == [
          #"type(_:into:) cannot type into UITextField "email": becomeFirstResponder() "#
            + "returned false, so it did not begin editing; the text is unchanged"
        ])
      #expect(field.text == nil)
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @Test func aDisabledOrHiddenFieldFailsAndAsksNothing() {
      let (field, _, log) = loggedField()
      field.isEnabled = false
      let disabled = withFailureCollection { type("a", into: field) }
      field.isEnabled = true
      field.isHidden = true
      let hidden = withFailureCollection { type("a", into: field) }
      #expect(
        (disabled + hidden).map(\.message) == [
          #"type(_:into:) cannot type into UITextField "email": it is disabled; "#
            + "the text is unchanged",
          #"type(_:into:) cannot type into UITextField "email": it is hidden; "#
            + "the text is unchanged",
        ])
      #expect(field.text == nil)
      #expect(log().isEmpty)
    }

    @Test func aFieldWithoutADelegateTakesEveryKeystroke() {
      let field = UITextField(frame: .zero)
      type("héllo 👋", into: field)
      #expect(field.text == "héllo 👋")
    }
  }
}
