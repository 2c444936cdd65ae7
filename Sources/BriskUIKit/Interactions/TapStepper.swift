// UIStepper is unavailable on tvOS.
#if canImport(UIKit) && !os(tvOS)
  import BriskFixtures
  public import UIKit

  /// Taps a stepper's plus button as a finger would: adds `stepValue` (wrapping to
  /// `minimumValue` past the maximum if `wraps`) and sends `.valueChanged`, synchronously.
  ///
  /// When a finger could not do it, the value stays and one failure says why: the stepper
  /// cannot be touched (disabled, hidden, transparent, interaction off), or it is at its maximum
  /// and does not wrap (UIKit disables the plus button then).
  ///
  /// ```swift
  /// tapIncrement(seatsStepper)
  /// ```
  ///
  /// ```text
  /// tapIncrement(_:) cannot step UIStepper "seats" up: it is at its maximumValue 10.0 and does not wrap; the value stays 10.0
  /// ```
  /// - Parameters:
  ///   - stepper: The stepper.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @available(tvOS, unavailable)
  @MainActor
  public func tapIncrement(
    _ stepper: UIStepper,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    step(
      stepper, up: true, as: "tapIncrement(_:)", fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Taps a stepper's minus button as a finger would: subtracts `stepValue` (wrapping to
  /// `maximumValue` past the minimum if `wraps`) and sends `.valueChanged`, synchronously.
  ///
  /// It fails as `tapIncrement(_:)` does, at the other end:
  ///
  /// ```text
  /// tapDecrement(_:) cannot step UIStepper "seats" down: it is at its minimumValue 1.0 and does not wrap; the value stays 1.0
  /// ```
  /// - Parameters:
  ///   - stepper: The stepper.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @available(tvOS, unavailable)
  @MainActor
  public func tapDecrement(
    _ stepper: UIStepper,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    step(
      stepper, up: false, as: "tapDecrement(_:)", fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Steps `stepper` one step up or down, or reports at the caller's line why a finger could
  /// not.
  @available(tvOS, unavailable)
  @MainActor
  private func step(
    _ stepper: UIStepper, up: Bool, as call: String,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let finger = Finger(
      "\(call) cannot step \(FingerReach.name(of: stepper)) \(up ? "up" : "down")",
      then: "the value stays \(stepper.value)", fileID: fileID, filePath: filePath, line: line,
      column: column)
    if finger.cannotReach(stepper) { return }
    let end = up ? stepper.maximumValue : stepper.minimumValue
    if stepper.value == end {
      guard stepper.wraps else {
        let name = up ? "maximumValue" : "minimumValue"
        return finger.refuse("it is at its \(name) \(end) and does not wrap")
      }
      stepper.value = up ? stepper.minimumValue : stepper.maximumValue
    } else {
      stepper.value += up ? stepper.stepValue : -stepper.stepValue
    }
    stepper.sendActions(for: .valueChanged)
  }
#endif
