import BriskCore

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
extension VirtualClock: PollingClock {
  /// The clock of the innermost virtual-time scope, or `nil` outside one: see
  /// ``withVirtualTime(_:fileID:filePath:line:column:isolation:_:)`` and the `.virtualTime` trait.
  public static var current: VirtualClock? {
    VirtualTimePolling.clock as? VirtualClock
  }

  package func advanceForPolling(nanoseconds: UInt64, name: String, at location: CodeLocation)
    async
  {
    let call = "\(name) on virtual time"
    guard claim(call, at: location) else { return }
    defer { timeline.withLock { $0.isAdvancing = false } }
    guard await settle() else { return reportUnsettled(call, at: location) }
    let target = now.offset + .nanoseconds(Int64(min(nanoseconds, UInt64(Int64.max))))
    guard await wake(through: target, call: call, at: location) else { return }
    timeline.withLock { $0.now = max($0.now, target) }
  }

  package var pollingTimeoutNote: String {
    let waiting = sleepersDescription
    return waiting == "no sleepers"
      ? "the VirtualClock reached \(now) with no sleepers"
      : "the VirtualClock reached \(now); still asleep: \(waiting)"
  }
}
