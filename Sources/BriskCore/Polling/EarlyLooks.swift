/// The extra looks a wait takes between two polls, for the verbs that stop as soon as the matcher
/// agrees (`toEventually`, `toEventuallyNot`, `pollUnwrap`): the change a test waits for is most
/// often already on its way when the wait starts.
///
/// - After the first poll, if it misses, async polling yields once, so that work already queued
///   on the caller's actor (a `Task { @MainActor … }` scheduled just before) runs, and looks again
///   at once; synchronous polling on the main thread drains what the run loop already has
///   instead, then looks every 2 µs for 40 µs, yielding its thread in between. Later polls do not
///   yield: such work runs while the wait sleeps.
/// - During the first interval only, it looks again after 50 µs, then after pauses that double
///   (100 µs, 200 µs…) while a pause is at most half the time left to the first poll: a change
///   made on another thread right after the start is seen within about the time since the start,
///   at a few wake-ups per wait.
///
/// A look is not a poll: messages count only the polls on the grid (start + k × interval), so
/// "timed out after 1 s, polling every 10 ms" stays exact.
struct EarlyLooks {
  /// The first pause of the ladder, in nanoseconds.
  static let firstPause: UInt64 = 50_000
  private var pause = firstPause
  private var ended = false
  /// When the next poll on the grid is due, as a ``Clock`` reading: a check made from then on is
  /// a poll (a look that a late wake-up brought to the grid's time counts as that poll), one made
  /// before is a look.
  private var pollDue: UInt64 = 0

  /// Whether a check made now is a poll; if it is, notes when the next one is due.
  mutating func checkIsPoll(_ grid: PollGrid) -> Bool {
    let now = Clock.now
    guard now >= pollDue else { return false }
    pollDue = now + (grid.untilNextPoll() ?? 0)
    return true
  }

  /// Nanoseconds to wait before the next look of the first interval, or `nil` once the ladder
  /// would come too close to the first poll (it never starts again).
  mutating func nextPause(_ grid: PollGrid) -> UInt64? {
    guard !ended, Clock.now - grid.start < grid.interval, let untilPoll = grid.untilNextPoll(),
      pause <= untilPoll / 2
    else {
      ended = true
      return nil
    }
    defer { pause *= 2 }
    return pause
  }
}
