import Foundation

extension VirtualTimeAnimator {
  /// Creates an animator that runs on `clock`: `await clock.advance(by:)` moves its animations,
  /// together with everything else on the clock.
  ///
  /// ```swift
  /// let clock = VirtualClock()
  /// let animator = VirtualTimeAnimator(clock: clock)
  /// toast.show(animator: animator, scheduler: .virtual(on: clock))
  /// await clock.advance(by: .seconds(0.3))
  /// ```
  /// - Parameters:
  ///   - clock: The clock the test advances.
  ///   - checksPendingCompletions: Report a failure if the animator is released while
  ///     completions are still pending.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  public convenience init(
    clock: VirtualClock,
    checksPendingCompletions: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(
      checksPendingCompletions: checksPendingCompletions, location: location,
      clock: ClockDriver(clock, location: location))
  }

  /// Why `advance(by:)` and `progress(to:)` refuse an animator on a clock.
  static let onClock =
    "was called on an animator that runs on a VirtualClock; advance the clock instead"

  /// Whether the animator runs on a ``VirtualClock``, which only `await clock.advance` moves.
  package var runsOnClock: Bool {
    clock != nil
  }

  /// On a clock, waits there for the next event on the timeline, unless it already waits for
  /// one as early.
  func armClock() {
    guard let clock, !isRunningEvents, let next = timeline.first?.time else { return }
    if let armed {
      guard next < armed.time else { return }
      armed.callback.cancel()
    }
    // The clock keeps the animator until its next event, as UIKit keeps a running animation.
    armed = clock.driver.call(clock.origin + next) {
      self.armed = nil
      self.advance(to: next)
      self.armClock()
    }.map { (next, $0) }
  }
}
