// UISlider is unavailable on tvOS.
#if canImport(UIKit) && !os(tvOS)
  import BriskFixtures
  public import UIKit

  /// Drags a slider's thumb to `value` as a finger would: sets the value and sends
  /// `.valueChanged` once, synchronously (a continuous slider sends it several times during a
  /// real drag). Sliding to the value it has sends nothing.
  ///
  /// When a finger could not do it, the value stays and one failure says why: the slider cannot
  /// be touched (disabled, hidden, transparent, interaction off), or `value` is outside
  /// `minimumValue...maximumValue` (a thumb cannot go there) or not a number.
  ///
  /// ```swift
  /// slide(volumeSlider, to: 0.8)
  /// ```
  ///
  /// ```text
  /// slide(_:to:) cannot slide UISlider "volume" to 2.0: its range is 0.0...1.0; the value stays 0.5
  /// ```
  /// - Parameters:
  ///   - slider: The slider.
  ///   - value: Where to drag the thumb.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @available(tvOS, unavailable)
  @MainActor
  public func slide(
    _ slider: UISlider,
    to value: Float,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let finger = Finger(
      "slide(_:to:) cannot slide \(FingerReach.name(of: slider)) to \(value)",
      then: "the value stays \(slider.value)", fileID: fileID, filePath: filePath, line: line,
      column: column)
    if finger.cannotReach(slider) { return }
    guard slider.minimumValue <= value, value <= slider.maximumValue else {
      return finger.refuse("its range is \(slider.minimumValue)...\(slider.maximumValue)")
    }
    guard slider.value != value else { return }
    slider.setValue(value, animated: true)
    slider.sendActions(for: .valueChanged)
  }
#endif
