@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
extension VirtualClock {
  /// A callback waiting on the clock, to cancel it with ``cancel(_:)``.
  package struct ScheduledToken: Hashable, Sendable {
    let sequence: UInt64
  }

  /// Fires `action` on the main actor when the clock reaches `deadline`, in deadline order among
  /// sleepers and other callbacks (ties in registration order); work it starts settles as woken
  /// sleepers' work does. A deadline already reached fires at the next advance.
  /// - Parameters:
  ///   - deadline: When to fire.
  ///   - fileID: Where the callback was scheduled, for ``sleepersDescription``.
  ///   - line: The line it was scheduled on.
  ///   - action: The callback.
  /// - Returns: A token for ``cancel(_:)``.
  @discardableResult
  package func schedule(
    at deadline: Instant, fileID: String = #fileID, line: UInt = #line,
    _ action: @escaping @MainActor @Sendable () -> Void
  ) -> ScheduledToken {
    let (token, waiter) = timeline.withLock { state in
      let sequence = state.reserve()
      let entry = ClockTimeline.Entry(
        deadline: max(deadline.offset, state.now), kind: .action(action), fileID: fileID,
        line: line)
      return (ScheduledToken(sequence: sequence), state.add(entry, as: sequence))
    }
    waiter?.resume(returning: true)
    return token
  }

  /// Removes a scheduled callback that has not fired; a fired or cancelled one is left alone.
  /// - Parameter token: What ``schedule(at:fileID:line:_:)`` returned.
  package func cancel(_ token: ScheduledToken) {
    _ = timeline.withLock { $0.remove(token.sequence) }
  }
}
