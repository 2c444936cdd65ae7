@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
extension VirtualClock: CustomStringConvertible {
  /// The clock's time and what waits on it:
  /// `VirtualClock at 0 s, 2 sleepers: until 0.3 s, until 5 s`.
  public var description: String {
    "VirtualClock at \(now), \(sleepersDescription)"
  }

  /// What waits on the clock, in deadline order: `2 sleepers: until 0.3 s (SearchModel.swift:18),
  /// until 5 s`, or `no sleepers`. Scheduled callbacks count as sleepers and name their source.
  public var sleepersDescription: String {
    let entries = timeline.withLock { state in
      state.entries.sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }
    }
    guard !entries.isEmpty else { return "no sleepers" }
    let items = entries.map { _, entry in
      var text = "until \(DurationText.seconds(entry.deadline))"
      if let fileID = entry.fileID, let line = entry.line {
        text += " (\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line))"
      }
      return text
    }
    let noun = entries.count == 1 ? "sleeper" : "sleepers"
    return "\(entries.count) \(noun): " + items.joined(separator: ", ")
  }

  /// How many sleepers and scheduled callbacks wait on the clock.
  public var sleeperCount: Int {
    timeline.withLock { $0.entries.count }
  }
}
