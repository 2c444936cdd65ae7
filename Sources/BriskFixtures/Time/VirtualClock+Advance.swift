import BriskCore

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
extension VirtualClock {
  /// Moves time forward by `duration`, waking each sleeper and firing each callback whose
  /// deadline is reached, in deadline order, and returns when the woken work has settled.
  ///
  /// Work already queued first reaches its `sleep`. Sleepers that register while the clock moves
  /// (a loop that sleeps again, a restarted debounce) wake too if their deadline is in the window.
  ///
  /// ```text
  /// advance(by: -0.1 s) would move time backwards; the clock stays at 0 s
  /// advance(by: 1 s) found nothing asleep on the clock; time moved to 1 s and woke no one
  /// advance(by: 1 s) did not settle: 1000 wakes at 0.5 s without time moving; the clock stays at 0.5 s with 1 sleeper: until 0.5 s
  /// ```
  /// - Parameters:
  ///   - duration: How far to move; a negative duration is reported and ignored.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  public func advance(
    by duration: Duration,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let refusal = duration < .zero ? "would move time backwards" : nil
    await move(
      to: now.offset + duration, call: "advance(by: \(DurationText.seconds(duration)))",
      refusal: refusal,
      at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Moves time forward to `deadline`, as ``advance(by:fileID:filePath:line:column:)`` does.
  ///
  /// ```text
  /// advance(to: 0.1 s) is in the past; the clock stays at 0.3 s
  /// ```
  /// - Parameters:
  ///   - deadline: Where to move; an instant in the past is reported and ignored.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  public func advance(
    to deadline: Instant,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let refusal = deadline < now ? "is in the past" : nil
    await move(
      to: deadline.offset, call: "advance(to: \(deadline))", refusal: refusal, at: location)
  }

  /// Claims the clock for one advance; reports and returns `false` if another one holds it.
  func claim(_ call: String, at location: CodeLocation) -> Bool {
    let (claimed, now) = timeline.withLock { state in
      defer { state.isAdvancing = true }
      return (!state.isAdvancing, state.now)
    }
    if !claimed {
      fail(
        "\(call) was called while another advance is moving the clock; the clock stays at "
          + DurationText.seconds(now), at: location)
    }
    return claimed
  }

  /// Settles queued work, then wakes everything due by `target` in order and settles after each;
  /// given a `refusal` (`is in the past`), reports the call with it instead and moves nothing.
  func move(
    to target: Duration, call: String, refusal: String?, at location: CodeLocation
  ) async {
    if let refusal {
      return fail("\(call) \(refusal); the clock stays at \(now)", at: location)
    }
    guard claim(call, at: location) else { return }
    defer { timeline.withLock { $0.isAdvancing = false } }
    guard await settle() else { return reportUnsettled(call, at: location) }
    guard await waitForWork() else {
      timeline.withLock { $0.now = target }
      return fail(
        "\(call) found nothing asleep on the clock; time moved to \(DurationText.seconds(target))"
          + " and woke no one", at: location)
    }
    guard await wake(through: target, call: call, at: location) else { return }
    timeline.withLock { $0.now = max($0.now, target) }
  }

  /// Wakes everything due by `target`, one at a time; `false` once a failure has been reported.
  ///
  /// Before time moves past an instant, and before it returns, it waits for the tasks woken so far
  /// that have not gone back to sleep: ``confirm(_:call:at:)``.
  func wake(through target: Duration, call: String, at location: CodeLocation) async -> Bool {
    var instant = timeline.withLock { $0.now }
    var wakes = 0
    var pending: [WokenTask] = []
    while true {
      if !pending.isEmpty, timeline.withLock({ $0.firstDeadline() }).map({ $0 > instant }) ?? true {
        guard await confirm(&pending, call: call, at: location) else { return false }
        continue
      }
      guard let (sequence, entry) = takeNext(through: target) else { return true }
      if entry.deadline != instant {
        instant = entry.deadline
        wakes = 0
      }
      wakes += 1
      guard wakes <= wakesPerInstant else {
        timeline.withLock { $0.add(entry, as: sequence) }?.resume(returning: true)
        reportUnsettled(call, at: location, wakes: wakes - 1)
        return false
      }
      guard await fire(sequence, entry, call: call, at: location, pending: &pending) else {
        return false
      }
    }
  }

  /// Removes the next entry due by `target` and moves the clock to its deadline.
  func takeNext(through target: Duration) -> (UInt64, ClockTimeline.Entry)? {
    timeline.withLock { state in
      guard let (sequence, entry) = state.takeFirst(through: target) else { return nil }
      state.now = max(state.now, entry.deadline)
      if case .sleeper = entry.kind { state.unreported.insert(sequence) }
      return (sequence, entry)
    }
  }

  /// Wakes one sleeper or fires one callback, then waits until what it started has settled; a
  /// woken task that is not asleep on the clock again by then joins `pending`.
  func fire(
    _ sequence: UInt64, _ entry: ClockTimeline.Entry, call: String, at location: CodeLocation,
    pending: inout [WokenTask]
  ) async -> Bool {
    switch entry.kind {
    case .action(let action):
      await MainActor.run { action() }
      guard await settle() else {
        reportUnsettled(call, at: location)
        return false
      }
    case .sleeper(let continuation, let task):
      continuation.resume()
      guard await waitUntilRunning(sequence) else {
        fail(
          "\(call) woke a sleeper (until \(DurationText.seconds(entry.deadline))) whose task did"
            + " not run again within \(DurationText.seconds(Self.reportBound)) of real time; is"
            + " its actor blocked?", at: location)
        return false
      }
      guard await settle(watching: task, after: sequence) else {
        reportUnsettled(call, at: location)
        return false
      }
      if let task, !timeline.withLock({ $0.hasSleeper(of: task, after: sequence) }) {
        pending.append(WokenTask(task: task, sequence: sequence))
      }
    }
    return true
  }

  /// Reports work that kept touching the clock without time moving.
  func reportUnsettled(_ call: String, at location: CodeLocation, wakes: Int? = nil) {
    let reason =
      wakes.map { "\($0) wakes at \(now) without time moving" }
      ?? "the work it woke kept touching the clock for \(Self.maximumRounds) settling rounds"
    fail(
      "\(call) did not settle: \(reason); the clock stays at \(now) with \(sleepersDescription)",
      at: location)
  }
}
