// UISwitch is unavailable on tvOS.
#if canImport(UIKit) && !os(tvOS)
  import BriskFixtures
  public import UIKit

  /// Flips a switch as a finger would: turns it on if it is off and off if it is on, then sends
  /// `.valueChanged`, synchronously.
  ///
  /// When a finger could not flip it, `isOn` stays as it was, nothing is sent and one failure
  /// says why: the switch is disabled, or it or an ancestor is hidden, fully transparent or has
  /// `isUserInteractionEnabled` off.
  ///
  /// ```swift
  /// toggle(termsSwitch)
  /// ```
  ///
  /// ```text
  /// toggle(_:) cannot flip UISwitch "terms": it is disabled; isOn stays false
  /// ```
  /// - Parameters:
  ///   - control: The switch.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @available(tvOS, unavailable)
  @MainActor
  public func toggle(
    _ control: UISwitch,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let finger = Finger(
      "toggle(_:) cannot flip \(FingerReach.name(of: control))", then: "isOn stays \(control.isOn)",
      fileID: fileID, filePath: filePath, line: line, column: column)
    if finger.cannotReach(control) { return }
    control.setOn(!control.isOn, animated: true)
    control.sendActions(for: .valueChanged)
  }
#endif
