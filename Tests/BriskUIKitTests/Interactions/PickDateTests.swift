#if !os(tvOS)
  import BriskUIKit
  import Foundation
  import Testing
  import UIKit

  @MainActor
  @Suite struct PickDateTests {
    private let y2000 = Date(timeIntervalSince1970: 946_684_800)
    private let y2026 = Date(timeIntervalSince1970: 1_767_225_600)
    private let y2031 = Date(timeIntervalSince1970: 1_924_992_000)

    @available(iOS 14.0, *)  // addAction(_:for:)
    private func birthdayPicker() -> (UIDatePicker, () -> [Date]) {
      let picker = UIDatePicker(frame: .zero)
      picker.accessibilityIdentifier = "birthday"
      picker.date = y2000
      picker.maximumDate = y2026
      var log: [Date] = []
      picker.addAction(
        UIAction { [unowned picker] _ in log.append(picker.date) }, for: .valueChanged)
      return (picker, { log })
    }

    @available(iOS 14.0, *)
    @Test func itSetsTheDateAndSendsValueChangedOnce() {
      let (picker, log) = birthdayPicker()
      let failures = withFailureCollection {
        pick(y2026, in: picker)
        pick(y2026, in: picker)
      }
      #expect(failures.isEmpty)
      #expect(log() == [y2026])
    }

    @available(iOS 14.0, *)
    @Test func aDateOutsideTheRangeOrAHiddenPickerKeepsTheDate() {
      let (picker, log) = birthdayPicker()
      picker.minimumDate = y2000
      let late = withFailureCollection { pick(y2031, in: picker) }
      let callLine: UInt = #line - 1
      let early = withFailureCollection { pick(Date(timeIntervalSince1970: 0), in: picker) }
      picker.isHidden = true
      let hidden = withFailureCollection { pick(y2026, in: picker) }
      let start = "pick(_:in:) cannot pick"
      let end = "; the date stays 2000-01-01 00:00:00 +0000"
      #expect(
        (late + early + hidden).map(\.message) == [
          #"\#(start) 2031-01-01 00:00:00 +0000 in UIDatePicker "birthday": it is after its "#
            + "maximumDate 2026-01-01 00:00:00 +0000\(end)",
          #"\#(start) 1970-01-01 00:00:00 +0000 in UIDatePicker "birthday": it is before its "#
            + "minimumDate 2000-01-01 00:00:00 +0000\(end)",
          #"\#(start) 2026-01-01 00:00:00 +0000 in UIDatePicker "birthday": it is hidden\#(end)"#,
        ])
      #expect(late.first?.location.line == callLine)
      #expect(picker.date == y2000)
      #expect(log().isEmpty)
    }
  }
#endif
