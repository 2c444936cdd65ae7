import Dispatch
import Foundation

/// The sleeps of an async poll after its first miss. A sleep ends at its deadline, at a change
/// to a tracked `@Observable` property (``ObservationWake``), or at cancellation, whichever comes
/// first, and is resumed exactly once. A change that comes while nothing sleeps is kept, and the
/// next sleep returns at once; cancellation is kept too, and every later sleep returns at once.
///
/// Its timers fire on the queue it was made for: on the main actor, the main queue, so an
/// elapsed sleep wakes the main thread and nothing else, where `Task.sleep` wakes a worker that
/// then hands the task to the main actor. A sleep until the next poll on the grid ends at a tick
/// of one repeating timer (``sleepUntilNextPoll(_:isolation:)``), which costs no wake-up to arm,
/// where a one-shot timer per sleep does. Measured with `brisk-bench polling`, scenario E.
final class PollSleeper: @unchecked Sendable {
  /// How a ``sleep(nanoseconds:isolation:)`` ended.
  enum Ending {
    case elapsed
    case changed
    case cancelled
  }

  private let timers: DispatchQueue
  private let lock = NSLock()
  /// Something that can wake a sleep, such as `@Observable` tracking, is installed and has not
  /// fired.
  private var armed = false
  /// A change came that no sleep has returned for yet.
  private var changed = false
  private var cancelled = false
  /// The sleep in progress. It only wakes the task, and is resumed with the lock held: how the
  /// sleep ended is handed over in ``ending``, and the woken task takes the lock before it goes
  /// on. So everything that crosses threads is ordered by the lock. (The runtime's own hand-over
  /// is invisible to ThreadSanitizer: a resume's read of the task's frame, then the task reusing
  /// that memory for its next sleep, was reported as a race.)
  private var sleeper: UnsafeContinuation<Void, Never>?
  /// How the last sleep ended, set with the wake, taken by the sleep when it returns.
  private var ending: Ending?
  /// Numbers the sleeps, so a sleep's timer cannot end a later one.
  private var sleeps: UInt64 = 0
  /// When the sleep in progress ends, as a ``Clock`` reading, if a tick of the grid ends it.
  private var tickDue: UInt64?
  /// Ticks at every poll of the grid, from the first sleep until the poll ends.
  private var ticker: (any DispatchSourceTimer)?
  private var stopped = false
  /// Who cancelled the polling task, noted by the sleep it cancelled (``CancellationWitness``).
  let witness = CancellationWitness()

  /// A sleeper whose timers fire on `timers`: the main queue for a poll on the main actor.
  init(timers: DispatchQueue) {
    self.timers = timers
  }

  deinit {
    ticker?.cancel()
  }

  /// Whether something that can wake a sleep is installed (``arm()``) and has not fired.
  var isArmed: Bool {
    lock.withLock { armed }
  }

  /// Notes that something that will call ``change()`` once is installed.
  func arm() {
    lock.withLock { armed = true }
  }

  /// Disarms, and ends the sleep in progress as changed or, when none is, the next one at once.
  /// Safe to call from any thread.
  func change() {
    lock.withLock {
      armed = false
      guard let sleeper else {
        changed = true
        return
      }
      self.sleeper = nil
      ending = .changed
      sleeper.resume()
    }
  }

  /// Sleeps on the caller's actor for up to `nanoseconds`, and returns early at a change (one
  /// that came before the call included) or at the task's cancellation.
  func sleep(
    nanoseconds: UInt64, isolation: isolated (any Actor)? = #isolation
  ) async -> Ending {
    await sleep(nanoseconds, tickDue: nil, isolation: isolation)
  }

  /// Sleeps on the caller's actor until the grid's next poll, and returns early as
  /// ``sleep(nanoseconds:isolation:)`` does. A tick ends the sleep, never before the poll's time
  /// (a check made earlier would count as a look, not a poll), unless the next poll is the last
  /// one, at the deadline between two ticks: a one-shot timer ends that one.
  func sleepUntilNextPoll(
    _ grid: PollGrid, isolation: isolated (any Actor)? = #isolation
  ) async -> Ending {
    let now = Clock.now
    guard let due = grid.nextPoll(after: now) else { return .elapsed }
    let onTick = ticks(grid, from: now) && due == grid.nextTick(after: now)
    return await sleep(due - now, tickDue: onTick ? due : nil, isolation: isolation)
  }

  /// Stops the ticks. Called when the poll ends: a tracked property may keep this sleeper, but
  /// never its ticks, alive.
  func stop() {
    lock.withLock {
      stopped = true
      ticker?.cancel()
      ticker = nil
    }
  }

  /// Starts the ticks if they have not started, the first at the grid's first poll after `now`,
  /// and returns whether they run: not once the sleeper is stopped or cancelled.
  private func ticks(_ grid: PollGrid, from now: UInt64) -> Bool {
    lock.withLock {
      if ticker != nil { return true }
      if stopped || cancelled { return false }
      let interval = grid.interval
      let firstTick = grid.nextTick(after: now)
      let ticker = DispatchSource.makeTimerSource(queue: timers)
      let period = Int(min(interval, UInt64(Int.max)))
      ticker.schedule(
        deadline: DispatchTime(uptimeNanoseconds: firstTick), repeating: .nanoseconds(period),
        leeway: .nanoseconds(period / 20))
      ticker.setEventHandler { [weak self] in self?.ticked() }
      ticker.activate()
      self.ticker = ticker
      return true
    }
  }

  private func sleep(
    _ nanoseconds: UInt64, tickDue due: UInt64?, isolation: isolated (any Actor)?
  ) async -> Ending {
    let waiting = CancellationWitness.currentTask
    await withTaskCancellationHandler {
      await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
        let ticket: UInt64? = lock.withLock {
          ending = nil
          if cancelled || changed {
            ending = takeEnding()
            return nil
          }
          // The tick came before the sleep began.
          if let due, Clock.now >= due {
            ending = .elapsed
            return nil
          }
          sleeps += 1
          sleeper = continuation
          tickDue = due
          return sleeps
        }
        guard let ticket else {
          continuation.resume()
          return
        }
        if due != nil { return }
        timers.asyncAfter(
          deadline: .now() + .nanoseconds(Int(min(nanoseconds, UInt64(Int.max))))
        ) { [self] in
          elapsed(ticket)
        }
      }
    } onCancel: {
      witness.noteCanceller(ifNot: waiting)
      // Swift runs this handler holding the task's status lock, and a wake resumes the sleep
      // holding `lock` (which takes that status lock): taking `lock` here could deadlock, so the
      // cancellation is handed to the timers' queue.
      timers.async { [self] in cancel() }
    }
    return lock.withLock {
      defer { ending = nil }
      return ending ?? .elapsed
    }
  }

  /// Ends the sleep in progress as cancelled, and every later one at once.
  private func cancel() {
    lock.withLock {
      cancelled = true
      guard let sleeper else { return }
      self.sleeper = nil
      ending = .cancelled
      sleeper.resume()
    }
  }

  /// Why a sleep ends at once, with the lock held: cancellation first, else a change, which it
  /// takes.
  private func takeEnding() -> Ending {
    if cancelled { return .cancelled }
    guard changed else { return .elapsed }
    changed = false
    return .changed
  }

  /// A tick of the grid: ends the sleep in progress if it sleeps until a poll that is due, never
  /// before: a check made before the poll's time would count as a look. A tick that comes before
  /// that time (dispatch may fire a repeating timer within its leeway, early or late; a tick for
  /// an earlier poll may come late) leaves the rest to a one-shot timer.
  private func ticked() {
    let now = Clock.now
    let early: (UInt64, UInt64)? = lock.withLock {
      guard let due = tickDue, let sleeper else { return nil }
      guard now >= due else { return (due - now, sleeps) }
      self.sleeper = nil
      tickDue = nil
      ending = .elapsed
      sleeper.resume()
      return nil
    }
    if let (rest, ticket) = early {
      timers.asyncAfter(deadline: .now() + .nanoseconds(Int(rest))) { [self] in elapsed(ticket) }
    }
  }

  private func elapsed(_ ticket: UInt64) {
    lock.withLock {
      guard ticket == sleeps, let sleeper else { return }
      self.sleeper = nil
      ending = .elapsed
      sleeper.resume()
    }
  }
}
