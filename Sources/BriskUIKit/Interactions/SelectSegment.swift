#if canImport(UIKit)
  import BriskFixtures
  public import UIKit

  /// Taps a segment of a segmented control as a finger would: selects it and sends
  /// `.valueChanged`, synchronously. Tapping the segment already selected changes nothing and
  /// sends nothing, as in UIKit.
  ///
  /// When a finger could not select it, the selection stays and one failure says why: the
  /// control cannot be tapped (disabled, hidden, transparent, interaction off), the segment is
  /// disabled, or there is no such segment (the failure lists the segments there).
  ///
  /// ```swift
  /// select(segment: 1, in: planPicker)
  /// ```
  ///
  /// ```text
  /// select(segment:in:) cannot select segment 3 of UISegmentedControl "plan": it has 3 segments, "Free", "Pro" and "Team"; the selection stays 0
  /// select(segment:in:) cannot select segment 1 of UISegmentedControl "plan": the segment "Pro" is disabled; the selection stays 0
  /// ```
  /// - Parameters:
  ///   - segment: The segment's index, from 0.
  ///   - control: The segmented control.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @MainActor
  public func select(
    segment: Int,
    in control: UISegmentedControl,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let finger = Finger(
      "select(segment:in:) cannot select segment \(segment) of \(FingerReach.name(of: control))",
      then: "the selection stays \(control.selectedSegmentIndex)", fileID: fileID,
      filePath: filePath, line: line, column: column)
    if finger.cannotReach(control) { return }
    let titles = (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) ?? "" }
    guard titles.indices.contains(segment) else {
      let count = titles.count == 1 ? "1 segment" : "\(titles.count) segments"
      return finger.refuse(
        titles.isEmpty
          ? "it has no segments" : "it has \(count), \(FingerReach.list(titles))")
    }
    guard control.isEnabledForSegment(at: segment) else {
      return finger.refuse("the segment \"\(titles[segment])\" is disabled")
    }
    guard control.selectedSegmentIndex != segment else { return }
    control.selectedSegmentIndex = segment
    control.sendActions(for: .valueChanged)
  }
#endif
