#if !os(tvOS)
  import BriskUIKit
  import Foundation
  import Testing
  import UIKit

  /// A text-view delegate that logs what UIKit asks and allows at most `maxLength` characters.
  @MainActor
  final class LimitingTextViewDelegate: NSObject, UITextViewDelegate {
    var log: [String] = []
    var maxLength = Int.max
    var allowsBeginning = true

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      log.append("shouldBegin")
      return allowsBeginning
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
      log.append("didBegin")
    }

    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      log.append("shouldChange \(range.location) \(text)")
      return (textView.text ?? "").count + text.count <= maxLength
    }

    func textViewDidChange(_ textView: UITextView) {
      log.append("didChange \(textView.text ?? "")")
    }
  }

  // It hosts a window (see KeyWindowTests).
  extension KeyWindowTests {
    @MainActor
    @Suite struct TypeIntoTextViewTests {
      private func bioView() -> (UITextView, LimitingTextViewDelegate) {
        let view = UITextView(frame: .zero)
        view.accessibilityIdentifier = "bio"
        let delegate = LimitingTextViewDelegate()
        view.delegate = delegate
        return (view, delegate)
      }

      @Test func eachKeystrokeAsksTheDelegateThenChangesTheTextAndAnnouncesIt() {
        let (view, delegate) = bioView()
        delegate.maxLength = 2
        // Posted synchronously on the main actor, where the test runs.
        nonisolated(unsafe) var notified = 0
        let observer = NotificationCenter.default.addObserver(
          forName: UITextView.textDidChangeNotification, object: view, queue: nil
        ) { _ in notified += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        let failures = withFailureCollection { type("abc", into: view) }
        #expect(failures.isEmpty)
        #expect(view.text == "ab")
        #expect(
          delegate.log == [
            "shouldBegin", "didBegin", "shouldChange 0 a", "didChange a", "shouldChange 1 b",
            "didChange ab", "shouldChange 2 c",
          ])
        #expect(notified == 2)
      }

      @Test func inAWindowTheViewBecomesFirstResponder() {
        let (view, delegate) = bioView()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(view)
        window.isHidden = false
        defer { window.isHidden = true }
        type("a", into: view)
        type("b", into: view)
        #expect(view.isFirstResponder)
        #expect(view.text == "ab")
        #expect(delegate.log.filter { $0 == "shouldBegin" }.count == 1)
        _ = view.resignFirstResponder()
      }

      @Test func aViewThatIsNotEditableOrRefusesToBeginFailsAndKeepsTheText() {
        let (readOnly, readOnlyDelegate) = bioView()
        readOnly.isEditable = false
        let (refusing, refusingDelegate) = bioView()
        refusingDelegate.allowsBeginning = false
        refusing.text = "old"
        let failures = withFailureCollection {
          type("new", into: readOnly)
          type("new", into: refusing)
        }
        let callLine: UInt = #line - 3
        #expect(
          failures.map(\.message) == [
            #"type(_:into:) cannot type into UITextView "bio": its isEditable is false; "#
              + "the text is unchanged",
            #"type(_:into:) cannot type into UITextView "bio": its delegate's "#
              + "textViewShouldBeginEditing(_:) returned false; the text is unchanged",
          ])
        #expect(failures.first?.location.line == callLine)
        #expect(readOnly.text == "" && refusing.text == "old")
        #expect(readOnlyDelegate.log.isEmpty && refusingDelegate.log == ["shouldBegin"])
      }
    }
  }
#endif
