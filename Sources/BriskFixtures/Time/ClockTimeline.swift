/// What a ``VirtualClock`` is waiting on: its sleepers and scheduled callbacks in deadline order,
/// ties in registration order, and what the settling protocol has seen.
///
/// Every field is read and written under the clock's lock; nothing here suspends.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
struct ClockTimeline: Sendable {
  /// One thing waiting for a deadline.
  struct Entry: Sendable {
    enum Kind: Sendable {
      /// A task suspended in `sleep(until:tolerance:)`, and the identity of that task.
      case sleeper(CheckedContinuation<Void, any Error>, task: Int?)
      /// A callback from `schedule(at:fileID:line:_:)`.
      case action(@MainActor @Sendable () -> Void)
    }

    var deadline: Duration
    var kind: Kind
    var fileID: String?
    var line: UInt?
  }

  /// A place in the timeline: the deadline, then the registration order.
  struct Key: Comparable, Sendable {
    var deadline: Duration
    var sequence: UInt64

    static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.deadline, lhs.sequence) < (rhs.deadline, rhs.sequence)
    }
  }

  var now = Duration.zero
  private var nextSequence: UInt64 = 0
  /// Keys of every entry ever added; removed entries are skipped when they reach the front.
  private var order = EventQueue<Key>()
  private(set) var entries: [UInt64: Entry] = [:]
  /// Each sleeping task's newest sleeper, so settling asks "asleep again?" in O(1).
  private var newestSleeper: [Int: UInt64] = [:]
  /// Bumped by every registration, wake, cancellation and callback, so a settling round can tell
  /// whether anything touched the clock while it waited.
  private(set) var activity: UInt64 = 0
  /// Sleepers woken by `advance` whose task has not yet run past its `sleep`.
  var unreported: Set<UInt64> = []
  /// The advance waiting for a woken sleeper's task to run, and which sleeper it waits for.
  var reportWaiter: (sequence: UInt64, continuation: CheckedContinuation<Bool, Never>)?
  /// Whether an `advance` or `run` is moving time now.
  var isAdvancing = false
  /// Whether a polling expectation is advancing this clock now.
  var isPolling = false

  /// Reserves the next registration number.
  mutating func reserve() -> UInt64 {
    defer { nextSequence += 1 }
    return nextSequence
  }

  /// An advance that found nothing asleep and waits for the first registration.
  var workWaiter: CheckedContinuation<Bool, Never>?

  /// Adds an entry; returns the advance waiting for work, to resume once the lock is released.
  @discardableResult
  mutating func add(_ entry: Entry, as sequence: UInt64) -> CheckedContinuation<Bool, Never>? {
    entries[sequence] = entry
    if case .sleeper(_, let task?) = entry.kind { newestSleeper[task] = sequence }
    order.insert(Key(deadline: entry.deadline, sequence: sequence))
    activity += 1
    return takeWorkWaiter()
  }

  /// Removes and returns the advance waiting for work.
  mutating func takeWorkWaiter() -> CheckedContinuation<Bool, Never>? {
    defer { workWaiter = nil }
    return workWaiter
  }

  /// Removes and returns the advance waiting for sleeper `sequence` to run again.
  mutating func takeReportWaiter(for sequence: UInt64) -> CheckedContinuation<Bool, Never>? {
    guard let waiter = reportWaiter, waiter.sequence == sequence else { return nil }
    reportWaiter = nil
    return waiter.continuation
  }

  /// Removes an entry, if it is still waiting, and returns it.
  mutating func remove(_ sequence: UInt64) -> Entry? {
    guard let entry = entries.removeValue(forKey: sequence) else { return nil }
    forget(entry, sequence)
    activity += 1
    return entry
  }

  /// The earliest entry still waiting, if its deadline is at or before `limit`.
  mutating func takeFirst(through limit: Duration) -> (sequence: UInt64, entry: Entry)? {
    while let key = order.first {
      guard let entry = entries[key.sequence] else {
        order.removeFirst()
        continue
      }
      guard key.deadline <= limit else { return nil }
      order.removeFirst()
      entries[key.sequence] = nil
      forget(entry, key.sequence)
      activity += 1
      return (key.sequence, entry)
    }
    return nil
  }

  /// The deadline of the earliest entry still waiting.
  mutating func firstDeadline() -> Duration? {
    while let key = order.first {
      if entries[key.sequence] != nil { return key.deadline }
      order.removeFirst()
    }
    return nil
  }

  /// Whether `task` has registered a sleeper after `sequence`: it went back to sleep.
  func hasSleeper(of task: Int, after sequence: UInt64) -> Bool {
    newestSleeper[task].map { $0 > sequence } ?? false
  }

  private mutating func forget(_ entry: Entry, _ sequence: UInt64) {
    if case .sleeper(_, let task?) = entry.kind, newestSleeper[task] == sequence {
      newestSleeper[task] = nil
    }
  }

  /// Records that a woken sleeper's task ran past its `sleep`; returns the advance to resume.
  mutating func reported(_ sequence: UInt64) -> CheckedContinuation<Bool, Never>? {
    guard unreported.remove(sequence) != nil else { return nil }
    activity += 1
    return takeReportWaiter(for: sequence)
  }
}
