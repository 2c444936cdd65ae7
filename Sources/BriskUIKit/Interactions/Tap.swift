#if canImport(UIKit)
  import BriskFixtures
  public import UIKit

  /// Taps a control as a finger would: sends `.touchDown`, `.touchUpInside` and, for a
  /// `UIButton`, `.primaryActionTriggered` (which runs a `primaryAction`), synchronously.
  ///
  /// When a finger could not tap it, nothing is sent and one failure says why: the control is
  /// disabled, or it or an ancestor is hidden, fully transparent (alpha below 0.01) or has
  /// `isUserInteractionEnabled` off. An action that disables the control stops the events after
  /// it. The control need not be in a window. `simulateTap()` is the raw form, which fails
  /// silently.
  ///
  /// ```swift
  /// tap(submitButton)
  /// ```
  ///
  /// ```text
  /// tap(_:) cannot tap UIButton "Submit": it is disabled; nothing was sent
  /// tap(_:) cannot tap UIButton "Submit": its ancestor UIView "form" is hidden; nothing was sent
  /// ```
  /// - Parameters:
  ///   - control: The control to tap.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @MainActor
  public func tap(
    _ control: UIControl,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let finger = Finger(
      "tap(_:) cannot tap \(FingerReach.name(of: control))", then: "nothing was sent",
      fileID: fileID, filePath: filePath, line: line, column: column)
    if finger.cannotReach(control) { return }
    var events: UIControl.Event = [.touchDown, .touchUpInside]
    if control is UIButton { events.insert(.primaryActionTriggered) }
    control.simulate(events)
  }
#endif
