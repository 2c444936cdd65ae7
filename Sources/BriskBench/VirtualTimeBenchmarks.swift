import Brisk
import BriskFixtures
import Foundation

/// VirtualClock: the cost of `advance` with 1, 100 and 10,000 sleepers (goal: linear or better),
/// `run()` over a four-try backoff, and `toEventually` on virtual time, in wall time.
enum VirtualTimeBenchmarks {
  static func run() {
    print("time: VirtualClock (wall time; every sleeper a task of its own)")
    guard #available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *) else {
      return print("  needs iOS 16, macOS 13, tvOS 16 or visionOS 1")
    }
    for sleepers in [1, 100, 10_000] {
      let ms = (0..<(sleepers > 1_000 ? 5 : 15)).map { _ in
        blockingAsync { await advanceOnce(sleepers: sleepers) }
      }
      Measure.report(
        "advance waking \(sleepers) sleeper\(sleepers == 1 ? "" : "s")", ms, unit: "ms")
      Measure.report("  per sleeper", ms.map { $0 * 1e3 / Double(sleepers) }, unit: "µs")
    }
    let backoff = (0..<15).map { _ in blockingAsync { await runBackoff() } }
    Measure.report(
      "run() over a four-try backoff (3.5 s virtual)", backoff, unit: "ms", target: "goal < 1000 ms"
    )
    let eventually = (0..<15).map { _ in blockingAsync { await eventuallyAfterFiveSeconds() } }
    Measure.report("toEventually met at 5 s of virtual time", eventually, unit: "ms")
    let timeout = (0..<15).map { _ in blockingAsync { await timeOutAfterFiveSeconds() } }
    Measure.report("toEventually timing out after 5 s (500 polls)", timeout, unit: "ms")
  }

  /// Milliseconds of one `advance(by: 1 s)` over `sleepers` tasks asleep until 1 s.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  static func advanceOnce(sleepers: Int) async -> Double {
    let clock = VirtualClock(wakesPerInstant: sleepers + 1)
    let tasks = (0..<sleepers).map { _ in Task.detached { try await clock.sleep(for: .seconds(1)) }
    }
    while clock.sleeperCount < sleepers { await Task.yield() }
    let start = Measure.now()
    await clock.advance(by: .seconds(1))
    let elapsed = Double(Measure.now() - start) / 1e6
    for task in tasks { _ = await task.result }
    return elapsed
  }

  /// Milliseconds of `run()` over retries after 0.5 s, 1 s and 2 s.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  static func runBackoff() async -> Double {
    let clock = VirtualClock()
    let tries = Locked(0)
    let load = Task.detached {
      for delay in [Duration.milliseconds(500), .seconds(1), .seconds(2)] {
        tries.withLock { $0 += 1 }
        try await clock.sleep(for: delay)
      }
      tries.withLock { $0 += 1 }
    }
    let start = Measure.now()
    await clock.run()
    let elapsed = Double(Measure.now() - start) / 1e6
    precondition(tries.current == 4 && clock.now.offset == .milliseconds(3500))
    _ = await load.result
    return elapsed
  }

  /// Milliseconds of a `toEventually` that a sleeper of 5 s satisfies.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  static func eventuallyAfterFiveSeconds() async -> Double {
    let clock = VirtualClock()
    let done = Locked(false)
    let sleeper = Task.detached {
      try await clock.sleep(for: .seconds(5))
      done.withLock { $0 = true }
    }
    while clock.sleeperCount < 1 { await Task.yield() }
    let start = Measure.now()
    await withVirtualTime(clock) {
      await expect(done.current).toEventually(beTrue(), timeout: .seconds(6))
    }
    let elapsed = Double(Measure.now() - start) / 1e6
    _ = await sleeper.result
    return elapsed
  }

  /// Milliseconds of a `toEventually` that times out after 5 s of virtual time.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  static func timeOutAfterFiveSeconds() async -> Double {
    let clock = VirtualClock()
    let start = Measure.now()
    let failures = await withFailureCollection {
      await withVirtualTime(clock) {
        _ = await expect(0).toEventually(equal(1), timeout: .seconds(5))
      }
    }
    precondition(failures.count == 1)
    return Double(Measure.now() - start) / 1e6
  }

  /// Runs async work to completion from the main thread, turning the main run loop meanwhile so
  /// that main-actor work (the clock's sentinels) runs; returns what the work returned.
  private static func blockingAsync(_ body: @escaping @Sendable () async -> Double) -> Double {
    let result = Locked<Double?>(nil)
    Task.detached {
      let value = await body()
      result.withLock { $0 = value }
      DispatchQueue.main.async {}  // makes the run loop return
    }
    while result.current == nil {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 1))
    }
    return result.current ?? .nan
  }
}
