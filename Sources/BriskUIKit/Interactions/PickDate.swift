// UIDatePicker is unavailable on tvOS.
#if canImport(UIKit) && !os(tvOS)
  import BriskFixtures
  public import UIKit

  /// Turns a date picker's wheels to `date` as a finger would: sets the date and sends
  /// `.valueChanged` once, synchronously. Picking the date it shows sends nothing.
  ///
  /// When a finger could not do it, the date stays and one failure says why: the picker cannot
  /// be touched (disabled, hidden, transparent, interaction off), or `date` is before
  /// `minimumDate` or after `maximumDate`.
  ///
  /// ```swift
  /// pick(birthday, in: birthdayPicker)
  /// ```
  ///
  /// ```text
  /// pick(_:in:) cannot pick 2031-01-01 00:00:00 +0000 in UIDatePicker "birthday": it is after its maximumDate 2026-01-01 00:00:00 +0000; the date stays 2000-01-01 00:00:00 +0000
  /// ```
  /// - Parameters:
  ///   - date: The date to pick.
  ///   - picker: The date picker.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @available(tvOS, unavailable)
  @MainActor
  public func pick(
    _ date: Date,
    in picker: UIDatePicker,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let finger = Finger(
      "pick(_:in:) cannot pick \(date) in \(FingerReach.name(of: picker))",
      then: "the date stays \(picker.date)", fileID: fileID, filePath: filePath, line: line,
      column: column)
    if finger.cannotReach(picker) { return }
    if let minimum = picker.minimumDate, date < minimum {
      return finger.refuse("it is before its minimumDate \(minimum)")
    }
    if let maximum = picker.maximumDate, date > maximum {
      return finger.refuse("it is after its maximumDate \(maximum)")
    }
    guard picker.date != date else { return }
    picker.setDate(date, animated: true)
    picker.sendActions(for: .valueChanged)
  }
#endif
