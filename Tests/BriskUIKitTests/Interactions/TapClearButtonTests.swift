import BriskUIKit
import Testing
import UIKit

// It hosts a window (see KeyWindowTests).
extension KeyWindowTests {
  @MainActor
  @Suite struct TapClearButtonTests {
    @available(iOS 14.0, tvOS 14.0, *)  // addAction(_:for:)
    private func searchField(_ mode: UITextField.ViewMode) -> (UITextField, LimitingFieldDelegate) {
      let field = UITextField(frame: .zero)
      field.accessibilityIdentifier = "search"
      field.text = "tea"
      field.clearButtonMode = mode
      let delegate = LimitingFieldDelegate()
      field.delegate = delegate
      field.addAction(UIAction { _ in delegate.log.append("editingChanged") }, for: .editingChanged)
      return (field, delegate)
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @Test func itAsksTheDelegateThenEmptiesTheTextAndAnnouncesIt() {
      let (field, delegate) = searchField(.always)
      let failures = withFailureCollection { tapClearButton(in: field) }
      #expect(failures.isEmpty)
      #expect(field.text == "")
      #expect(delegate.log == ["shouldClear", "editingChanged"])
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @Test func aDelegateThatRefusesLeavesTheText() {
      let (field, delegate) = searchField(.unlessEditing)
      delegate.allowsClearing = false
      let failures = withFailureCollection { tapClearButton(in: field) }
      #expect(
        failures.map(\.message) == [
          #"tapClearButton(in:) cannot clear UITextField "search": its delegate's "#
            + "textFieldShouldClear(_:) returned false; the text is unchanged"
        ])
      let callLine: UInt = #line - 6
      #expect(failures.first?.location.line == callLine)
      #expect(field.text == "tea")
      #expect(delegate.log == ["shouldClear"])
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @Test func aClearButtonThatDoesNotShowCannotBeTapped() {
      let (never, neverDelegate) = searchField(.never)
      let (whileEditing, whileEditingDelegate) = searchField(.whileEditing)
      let failures = withFailureCollection {
        tapClearButton(in: never)
        tapClearButton(in: whileEditing)
      }
      #expect(
        failures.map(\.message) == [
          #"tapClearButton(in:) cannot clear UITextField "search": its clearButtonMode is "#
            + ".never, so it has no clear button; the text is unchanged",
          #"tapClearButton(in:) cannot clear UITextField "search": its clear button shows "#
            + "only while it is editing (clearButtonMode .whileEditing); the text is unchanged",
        ])
      #expect(never.text == "tea" && whileEditing.text == "tea")
      #expect(neverDelegate.log.isEmpty && whileEditingDelegate.log.isEmpty)
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @Test func whileEditingInAWindowTheButtonShows() {
      let (field, _) = searchField(.whileEditing)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.addSubview(field)
      window.isHidden = false
      defer { window.isHidden = true }
      #expect(field.becomeFirstResponder())
      let failures = withFailureCollection { tapClearButton(in: field) }
      #expect(failures.isEmpty)
      #expect(field.text == "")
      _ = field.resignFirstResponder()
    }
  }
}
