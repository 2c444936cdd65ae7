#if !os(tvOS)
  import BriskUIKit
  import Testing
  import UIKit

  @MainActor
  @Suite struct TapStepperTests {
    @available(iOS 14.0, *)  // addAction(_:for:)
    private func seatsStepper() -> (UIStepper, () -> [Double]) {
      let stepper = UIStepper(frame: .zero)
      stepper.accessibilityIdentifier = "seats"
      stepper.minimumValue = 1
      stepper.maximumValue = 3
      stepper.value = 2
      var log: [Double] = []
      stepper.addAction(
        UIAction { [unowned stepper] _ in log.append(stepper.value) }, for: .valueChanged)
      return (stepper, { log })
    }

    @available(iOS 14.0, *)
    @Test func eachTapStepsAndSendsValueChanged() {
      let (stepper, log) = seatsStepper()
      let failures = withFailureCollection {
        tapIncrement(stepper)
        tapDecrement(stepper)
        tapDecrement(stepper)
      }
      #expect(failures.isEmpty)
      #expect(log() == [3, 2, 1])
    }

    @available(iOS 14.0, *)
    @Test func aWrappingStepperWrapsAtEitherEnd() {
      let (stepper, log) = seatsStepper()
      stepper.wraps = true
      stepper.value = 3
      tapIncrement(stepper)
      tapDecrement(stepper)
      #expect(log() == [1, 3])
    }

    @available(iOS 14.0, *)
    @Test func atAnEndOrDisabledTheValueStays() {
      let (stepper, log) = seatsStepper()
      stepper.value = 3
      let atTop = withFailureCollection { tapIncrement(stepper) }
      let callLine: UInt = #line - 1
      stepper.value = 1
      let atBottom = withFailureCollection { tapDecrement(stepper) }
      stepper.isEnabled = false
      let disabled = withFailureCollection { tapIncrement(stepper) }
      #expect(
        (atTop + atBottom + disabled).map(\.message) == [
          #"tapIncrement(_:) cannot step UIStepper "seats" up: it is at its maximumValue 3.0 "#
            + "and does not wrap; the value stays 3.0",
          #"tapDecrement(_:) cannot step UIStepper "seats" down: it is at its minimumValue "#
            + "1.0 and does not wrap; the value stays 1.0",
          #"tapIncrement(_:) cannot step UIStepper "seats" up: it is disabled; "#
            + "the value stays 1.0",
        ])
      #expect(atTop.first?.location.line == callLine)
      #expect(stepper.value == 1)
      #expect(log().isEmpty)
    }
  }
#endif
