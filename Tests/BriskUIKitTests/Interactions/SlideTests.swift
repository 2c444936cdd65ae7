#if !os(tvOS)
  import BriskUIKit
  import Testing
  import UIKit

  @MainActor
  @Suite struct SlideTests {
    @available(iOS 14.0, *)  // addAction(_:for:)
    private func volumeSlider() -> (UISlider, () -> [Float]) {
      let slider = UISlider(frame: .zero)
      slider.accessibilityIdentifier = "volume"
      slider.value = 0.5
      var log: [Float] = []
      slider.addAction(
        UIAction { [unowned slider] _ in log.append(slider.value) }, for: .valueChanged)
      return (slider, { log })
    }

    @available(iOS 14.0, *)
    @Test func itSetsTheValueAndSendsValueChangedOnce() {
      let (slider, log) = volumeSlider()
      let failures = withFailureCollection {
        slide(slider, to: 0.8)
        slide(slider, to: 0.8)
      }
      #expect(failures.isEmpty)
      #expect(slider.value == 0.8)
      #expect(log() == [0.8])
    }

    @available(iOS 14.0, *)
    @Test func aValueOutsideTheRangeFailsAndKeepsTheValue() {
      let (slider, log) = volumeSlider()
      let failures = withFailureCollection {
        slide(slider, to: 2)
        slide(slider, to: .nan)
      }
      #expect(
        failures.map(\.message) == [
          #"slide(_:to:) cannot slide UISlider "volume" to 2.0: its range is 0.0...1.0; "#
            + "the value stays 0.5",
          #"slide(_:to:) cannot slide UISlider "volume" to nan: its range is 0.0...1.0; "#
            + "the value stays 0.5",
        ])
      let callLine: UInt = #line - 10
      #expect(failures.first?.location.line == callLine)
      #expect(slider.value == 0.5)
      #expect(log().isEmpty)
    }

    @available(iOS 14.0, *)
    @Test func aDisabledSliderKeepsTheValue() {
      let (slider, log) = volumeSlider()
      slider.isEnabled = false
      let failures = withFailureCollection { slide(slider, to: 0.1) }
      #expect(
        failures.map(\.message) == [
          #"slide(_:to:) cannot slide UISlider "volume" to 0.1: it is disabled; "#
            + "the value stays 0.5"
        ])
      #expect(slider.value == 0.5)
      #expect(log().isEmpty)
    }
  }
#endif
