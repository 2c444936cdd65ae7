import BriskCore

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
extension VirtualClock {
  /// Moves time from deadline to deadline until nothing waits on the clock, settling after each
  /// wake, as ``advance(by:fileID:filePath:line:column:)`` does.
  ///
  /// A loop that always sleeps again (a heartbeat) never empties the clock: `run` stops at a limit
  /// on wakes or on virtual time and reports what kept sleeping.
  ///
  /// ```text
  /// run() found nothing asleep on the clock
  /// run() stopped after 1000 wakes at 5000 s; still waiting: 1 sleeper: until 5005 s
  /// run(through: 60 s) reached 60 s; still waiting: 1 sleeper: until 65 s
  /// ```
  /// - Parameters:
  ///   - steps: How many sleepers and callbacks it may wake before it stops and reports.
  ///   - limit: How much virtual time it may move before it stops and reports, or `nil` for no
  ///     limit but `steps`.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  public func run(
    steps: Int = 1_000,
    through limit: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var arguments: [String] = []
    if steps != 1_000 { arguments.append("steps: \(steps)") }
    if let limit { arguments.append("through: \(DurationText.seconds(limit))") }
    let call = "run(\(arguments.joined(separator: ", ")))"
    if let limit, limit < .zero {
      return fail("\(call) would move time backwards; the clock stays at \(now)", at: location)
    }
    guard claim(call, at: location) else { return }
    defer { timeline.withLock { $0.isAdvancing = false } }
    let end = limit.map { now.offset + $0 }
    var woken = 0
    var pending: [WokenTask] = []
    while true {
      guard await settle() else { return reportUnsettled(call, at: location) }
      let (next, instant) = timeline.withLock { ($0.firstDeadline(), $0.now) }
      if !pending.isEmpty, next.map({ $0 > instant }) ?? true {
        guard await confirm(&pending, call: call, at: location) else { return }
        continue
      }
      guard let next else {
        if woken == 0 {
          if await waitForWork() { continue }
          fail("\(call) found nothing asleep on the clock", at: location)
        }
        return
      }
      if let end, next > end {
        timeline.withLock { $0.now = max($0.now, end) }
        return fail("\(call) reached \(now); still waiting: \(sleepersDescription)", at: location)
      }
      guard woken < max(0, steps) else {
        return fail(
          "\(call) stopped after \(woken) wakes at \(now); still waiting: \(sleepersDescription)",
          at: location)
      }
      guard let (sequence, entry) = takeNext(through: next) else { continue }
      woken += 1
      guard await fire(sequence, entry, call: call, at: location, pending: &pending) else {
        return
      }
    }
  }
}
