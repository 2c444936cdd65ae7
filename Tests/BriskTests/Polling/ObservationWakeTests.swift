#if canImport(Observation)
  import BriskTestSupport
  import Dispatch
  import Foundation
  import Observation
  import Testing

  @testable import BriskCore

  /// An `@Observable` model written out by hand, as the macro writes it, with its value behind a
  /// lock so that any thread may set it; `storeAfterARead` holds the store back after `willSet`
  /// until the value has been read, as a wake that runs before the store would.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  final class Model: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private let storage: Locked<Int>
    private let readsInWindow = DispatchSemaphore(value: 0)
    private let inWindow = Locked(false)
    let reads = Locked(0)

    init(_ value: Int = 0) {
      storage = Locked(value)
    }

    var value: Int {
      get {
        registrar.access(self, keyPath: \.value)
        reads.withLock { $0 += 1 }
        if inWindow.current { readsInWindow.signal() }
        return storage.current
      }
      set {
        registrar.withMutation(of: self, keyPath: \.value) { storage.withLock { $0 = newValue } }
      }
    }

    /// Sets the value on another thread once it has been read `reads` times: `willSet` (which
    /// wakes the poll), then, once the old value has been read since, the store, with no further
    /// notification.
    ///
    /// The thread is one of its own: it blocks until the poll reads, and on Linux the tasks that
    /// poll run on the global queues' threads, as many as there are cores. Blocked there, beside a
    /// busy loop, it held the poll's own thread until its 30 s wait gave up.
    func storeAfterARead(_ newValue: Int, once reads: Int) {
      Thread.detachNewThread { [self] in
        while self.reads.current < reads { usleep(50) }
        registrar.willSet(self, keyPath: \.value)
        inWindow.withLock { $0 = true }
        _ = readsInWindow.wait(timeout: .now() + 30)
        inWindow.withLock { $0 = false }
        storage.withLock { $0 = newValue }
        registrar.didSet(self, keyPath: \.value)
      }
    }

    /// Sets the value on another thread.
    func set(_ newValue: Int, after delay: DispatchTimeInterval = .never) {
      let queue = DispatchQueue.global()
      if delay == .never {
        queue.async { [self] in value = newValue }
      } else {
        queue.asyncAfter(deadline: .now() + delay) { [self] in value = newValue }
      }
    }
  }

  /// Adds one to a count, and returns the new count.
  private func increment(_ count: inout Int) -> Int {
    count += 1
    return count
  }

  /// Sync polling from a sync helper, as a matcher that polls would.
  private func pollSynchronously(_ value: Int) {
    expect(value).toEventually(equal(value), timeout: .seconds(50))
  }

  /// A model written with the macro, on the main actor.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @MainActor @Observable final class Label {
    var text = ""
  }

  /// The waits in these tests poll every 30 s: only a wake, or one of the looks that follow a
  /// wake or a miss, can see a change before their 50 s timeout. (No suite time limit: that
  /// trait needs iOS 16, and these waits are bounded anyway.)
  @Suite
  struct ObservationWakeTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aCheckArmsTrackingOnlyWhenItReadsAnObservableProperty() {
      let wake = ObservationWake()
      let plain = 1
      #expect(wake.track { plain } == 1)
      #expect(!wake.checkArmed && !wake.sleeper.isArmed)
      let model = Model(2)
      #expect(wake.track { model.value } == 2)
      #expect(wake.checkArmed && wake.sleeper.isArmed)
      // Still armed: nothing it read has changed, so the check does not arm again.
      #expect(wake.track { model.value } == 2)
      #expect(!wake.checkArmed && wake.sleeper.isArmed)
      model.value = 3
      #expect(wake.track { model.value } == 3)
      #expect(wake.checkArmed)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aChangeWakesASleep() async {
      let wake = ObservationWake()
      let model = Model()
      _ = wake.track { model.value }
      model.set(1, after: .milliseconds(5))
      // In `willSet`: the new value may not be stored yet.
      #expect(await wake.sleeper.sleep(nanoseconds: 60_000_000_000) == .changed)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aChangeBeforeTheSleepIsKeptAndEndsItAtOnce() async {
      let wake = ObservationWake()
      let model = Model()
      _ = wake.track { model.value }
      model.value = 1
      #expect(await wake.sleeper.sleep(nanoseconds: 60_000_000_000) == .changed)
      // Taken: the next sleep runs to its end.
      #expect(await wake.sleeper.sleep(nanoseconds: 1_000_000) == .elapsed)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func anEarlierSleepsTimerDoesNotEndALaterSleep() async {
      let wake = ObservationWake()
      let model = Model()
      _ = wake.track { model.value }
      // The change ends the first sleep long before its timer, however slow the machine.
      model.set(1, after: .milliseconds(1))
      #expect(await wake.sleeper.sleep(nanoseconds: 1_000_000_000) == .changed)
      _ = wake.track { model.value }
      // The first sleep's timer fires 1 s after it began, while this sleep waits for a change
      // that comes later still: the timer must not end it. (On a machine so slow that the timer
      // fires after the change, the test still passes; it cannot fail for slowness.)
      model.set(2, after: .milliseconds(1_500))
      #expect(await wake.sleeper.sleep(nanoseconds: 60_000_000_000) == .changed)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func cancellationRacingAWakeEndsTheSleepOnce() async {
      for _ in 0..<200 {
        let wake = ObservationWake()
        let model = Model()
        _ = wake.track { model.value }
        let sleeper = wake.sleeper
        let sleeping = Task { await sleeper.sleep(nanoseconds: 60_000_000_000) }
        model.set(1)
        sleeping.cancel()
        let ending = await sleeping.value
        #expect(ending == .changed || ending == .cancelled)
      }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aWakeThatReadsTheOldValueLooksAgainAfterTheStore() async {
      let model = Model()
      await expectMessages([]) {
        // The first check misses, the second arms, the third looks again; `willSet` wakes the
        // fourth, which reads 0.
        model.storeAfterARead(1, once: 3)
        await expect(model.value).toEventually(
          equal(1), timeout: .seconds(50), pollInterval: .seconds(30))
      }
    }

    /// The look after a wake does not arm the tracking; when it misses, the next look does, so
    /// a later change wakes the wait too, long before the first poll of the 30 s grid.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aMissAfterAWakeArmsTheTrackingAgain() async {
      let model = Model()
      let start = ContinuousClock.now
      await expectMessages([]) {
        model.set(1, after: .milliseconds(5))
        model.set(2, after: .milliseconds(100))
        await expect(model.value).toEventually(
          equal(2), timeout: .seconds(50), pollInterval: .seconds(30))
      }
      // Before the grid's first poll, at 30 s: a wake, however slow the machine.
      #expect(ContinuousClock.now - start < .seconds(29))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aChangeBetweenTheReadAndTheArmingIsSeen() async {
      let model = Model()
      let changing = Locked(0)
      await expectMessages([]) {
        await expect { () -> Int in
          let value = model.value
          // The second check arms the tracking, which is installed once this returns.
          if changing.withLock(increment) == 2 { model.value = 1 }
          return value
        }.toEventually(equal(1), timeout: .seconds(50), pollInterval: .seconds(30))
      }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func aWakeAfterTheTimeoutIsHarmless() async {
      let model = Model()
      await expectMessages([
        "expected to eventually equal <1>, got <0>\ntimed out after 30 ms, polling every 10 ms"
      ]) {
        await expect(model.value).toEventually(equal(1), timeout: .milliseconds(30))
      }
      model.value = 1
      model.value = 2
      await expectMessages([]) {
        model.set(3, after: .milliseconds(5))
        await expect(model.value).toEventually(
          equal(3), timeout: .seconds(50), pollInterval: .seconds(30))
      }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func cancellationDuringAWakeIsReported() async {
      for _ in 0..<20 {
        let model = Model()
        let messages = Locked<[String]>([])
        let polling = Task {
          let collected = await failureMessages {
            await expect(model.value == 5).toEventually(
              beTrue(), timeout: .seconds(50), pollInterval: .seconds(30))
          }
          messages.withLock { $0 = collected }
        }
        while model.reads.current < 3 { await Task.yield() }
        model.set(4)
        polling.cancel()
        await polling.value
        #expect(
          messages.current == [
            "expected to eventually be true, got <false>\nthe polling task was cancelled before 50 s had passed"
          ])
      }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func nestedPollingInATrackedCheckIsStillRefused() async {
      let model = Model()
      let judged = Locked(0)
      let pollsInside = Matcher<Int>("be checked by polling") { value in
        // From the second check on, the expression is tracked.
        if judged.withLock(increment) >= 2 {
          pollSynchronously(value)
          return true
        }
        return false
      }
      await expectMessages([
        "toEventually was called while another polling expectation was evaluating its expression or "
          + "matcher; nested polling multiplies timeouts and never settles. Poll once, on the outer "
          + "value."
      ]) {
        await expect(model.value).toEventually(pollsInside)
      }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func manyWaitsOnChangesFromOtherThreadsAndTasksAllPass() async {
      let model = Model()
      var failures: [String] = []
      for wait in 0..<500 {
        model.value = 0
        if wait.isMultiple(of: 2) {
          model.set(wait + 1, after: .microseconds(Int.random(in: 0...2_000)))
        } else {
          Task.detached { model.value = wait + 1 }
        }
        failures += await failureMessages {
          await expect(model.value).toEventually(
            equal(wait + 1), timeout: .seconds(50), pollInterval: .seconds(30))
        }
      }
      #expect(failures == [])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor @Test func aMacroModelOnTheMainActorWakesTheWait() async {
      let label = Label()
      await expectMessages([]) {
        Task { @MainActor in
          try? await Task.sleep(nanoseconds: 2_000_000)
          label.text = "Done"
        }
        await expect(label.text).toEventually(
          equal("Done"), timeout: .seconds(50), pollInterval: .seconds(30))
      }
    }

    @Test func theLooksAfterAWakeDoubleTheirPauseUntilTheNextPoll() {
      var looks = WakeLooks()
      #expect(looks.next(within: 1_000_000_000) == nil)
      looks.woke()
      var pauses: [UInt64] = []
      while let pause = looks.next(within: 1_000_000_000) { pauses.append(pause) }
      // 10 µs doubled while shorter than the 1 s to the next poll: 10 µs … 655.36 ms.
      #expect(pauses == (0...16).map { 10_000 << $0 })
      looks.woke()
      #expect(looks.next(within: 5_000) == nil)
      #expect(looks.next(within: 1_000_000_000) == nil)
      looks.woke()
      #expect(looks.next(within: 1_000_000_000) == 10_000)
    }
  }
#endif
