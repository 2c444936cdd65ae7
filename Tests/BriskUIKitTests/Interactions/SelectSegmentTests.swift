import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct SelectSegmentTests {
  @available(iOS 14.0, tvOS 14.0, *)  // addAction(_:for:)
  private func planPicker() -> (UISegmentedControl, () -> [Int]) {
    let control = UISegmentedControl(items: ["Free", "Pro", "Team"])
    control.accessibilityIdentifier = "plan"
    control.selectedSegmentIndex = 0
    var log: [Int] = []
    control.addAction(
      UIAction { [unowned control] _ in log.append(control.selectedSegmentIndex) },
      for: .valueChanged)
    return (control, { log })
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func itSelectsTheSegmentAndSendsValueChanged() {
    let (control, log) = planPicker()
    let failures = withFailureCollection { select(segment: 2, in: control) }
    #expect(failures.isEmpty)
    #expect(control.selectedSegmentIndex == 2)
    #expect(log() == [2])
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func theSelectedSegmentSendsNothing() {
    let (control, log) = planPicker()
    let failures = withFailureCollection { select(segment: 0, in: control) }
    #expect(failures.isEmpty)
    #expect(log().isEmpty)
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func aMissingOrDisabledSegmentFailsAndKeepsTheSelection() {
    let (control, log) = planPicker()
    control.setEnabled(false, forSegmentAt: 1)
    let failures = withFailureCollection {
      select(segment: 3, in: control)
      select(segment: -1, in: control)
      select(segment: 1, in: control)
    }
    let start = "select(segment:in:) cannot select segment"
    #expect(
      failures.map(\.message) == [
        #"\#(start) 3 of UISegmentedControl "plan": it has 3 segments, "Free", "Pro" and "#
          + #""Team"; the selection stays 0"#,
        #"\#(start) -1 of UISegmentedControl "plan": it has 3 segments, "Free", "Pro" and "#
          + #""Team"; the selection stays 0"#,
        #"\#(start) 1 of UISegmentedControl "plan": the segment "Pro" is disabled; "#
          + "the selection stays 0",
      ])
    let callLine: UInt = #line - 14
    #expect(failures.first?.location.line == callLine)
    #expect(control.selectedSegmentIndex == 0)
    #expect(log().isEmpty)
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func aControlWithoutSegmentsOrOneAFingerCannotReachFails() {
    let empty = UISegmentedControl(items: nil)
    let (hidden, log) = planPicker()
    hidden.isUserInteractionEnabled = false
    let failures = withFailureCollection {
      select(segment: 0, in: empty)
      select(segment: 1, in: hidden)
    }
    #expect(
      failures.map(\.message) == [
        "select(segment:in:) cannot select segment 0 of UISegmentedControl: it has no "
          + "segments; the selection stays -1",
        #"select(segment:in:) cannot select segment 1 of UISegmentedControl "plan": its "#
          + "isUserInteractionEnabled is false; the selection stays 0",
      ])
    #expect(log().isEmpty)
  }
}
