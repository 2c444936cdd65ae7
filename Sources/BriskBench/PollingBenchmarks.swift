import Brisk
import Foundation

/// Polling's scenarios (issue 23): how long from a value being stored to `toEventually`
/// returning, and the CPU a wait costs, on and off the main actor and synchronously on the main
/// thread. The same scenarios, written against Nimble, give the figures to compare with.
///
/// - A: the value is already right: nanoseconds per call.
/// - B: `DispatchQueue.global().async` stores it right after the expectation's first check.
/// - C: it is stored after a random 2–4 ms; 1 ms poll interval.
/// - D: a task on the caller's actor (`Task { @MainActor … }` on the main actor), scheduled just
///   before, stores it; synchronously, a `DispatchQueue.main.async` block.
/// - E: CPU for a 500 ms wait that times out, default interval.
///
/// `BRISK_BENCH_WAITS` sets the number of waits per latency scenario (default 300). The async
/// contexts then run B, C and D on an `@Observable` model (``ObservablePollingBenchmarks``).
enum PollingBenchmarks {
  static let waits =
    ProcessInfo.processInfo.environment["BRISK_BENCH_WAITS"].flatMap(Int.init)
    ?? 300

  static func run() {
    print(
      "polling: latency from the store to toEventually returning; CPU per wait (\(waits) waits)")
    let contexts: [(String, Scheduler)] = [
      ("async, off the main actor", { work in Task { @BenchActor in work() } }),
      ("async, @MainActor", { work in Task { @MainActor in work() } }),
    ]
    for (name, schedule) in contexts {
      let onMain = name.hasSuffix("@MainActor")
      blockingAsync {
        if onMain {
          await scenarios(name, schedule, isolation: MainActor.shared)
        } else {
          await scenarios(name, schedule, isolation: BenchActor.shared)
        }
      }
    }
    syncScenarios()
  }

  typealias Scheduler = @Sendable (@escaping @Sendable () -> Void) -> Void

  private static func scenarios(
    _ context: String, _ schedule: Scheduler, isolation: isolated any Actor
  ) async {
    let flag = Locked<UInt64?>(nil)
    var batches: [Double] = []
    for _ in 0..<16 {
      let start = Measure.now()
      for _ in 0..<1_000 { await expect(1).toEventually(equal(1)) }
      batches.append(Double(Measure.now() - start) / 1_000)
    }
    print(
      String(
        format: "  %@ A: %.2f µs per call (value already right; median of 16 batches)", context,
        Measure.median(batches) / 1e3))
    var latencies: [Double] = []
    var before = Measure.cpuSeconds()
    for _ in 0..<waits {
      flag.withLock { $0 = nil }
      let store = storeOnFirstRead(flag)
      await expect(store()).toEventuallyNot(beNil())
      latencies.append(since(flag.current))
    }
    report(context, "B", latencies, cpu: Measure.cpuSeconds() - before)
    latencies = []
    before = Measure.cpuSeconds()
    for _ in 0..<waits {
      flag.withLock { $0 = nil }
      let delay = DispatchTimeInterval.microseconds(Int.random(in: 2_000...4_000))
      DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
        flag.withLock { $0 = Measure.now() }
      }
      await expect(flag.current).toEventuallyNot(beNil(), pollInterval: .milliseconds(1))
      latencies.append(since(flag.current))
    }
    report(context, "C", latencies, cpu: Measure.cpuSeconds() - before)
    latencies = []
    before = Measure.cpuSeconds()
    for _ in 0..<waits {
      flag.withLock { $0 = nil }
      schedule { flag.withLock { $0 = Measure.now() } }
      await expect(flag.current).toEventuallyNot(beNil())
      latencies.append(since(flag.current))
    }
    report(context, "D", latencies, cpu: Measure.cpuSeconds() - before)
    var cpu: [Double] = []
    for _ in 0..<6 {
      let before = Measure.cpuSeconds()
      _ = await withFailureCollection {
        // Captures `isolation`, so the closure, and the wait, run on it.
        _ = isolation
        await expect(false).toEventually(beTrue(), timeout: .milliseconds(500))
      }
      cpu.append(Measure.cpuSeconds() - before)
    }
    print(String(format: "  %@ E: %.2f ms CPU per 500 ms wait", context, Measure.median(cpu) * 1e3))
    await ObservablePollingBenchmarks.run(context, schedule, isolation: isolation)
  }

  /// Synchronous polling on the main thread, as in XCTest.
  private static func syncScenarios() {
    let context = "sync, main thread"
    let flag = Locked<UInt64?>(nil)
    let batches = Measure.perOperation(batches: 16, operations: 1_000) {
      for _ in 0..<1_000 { expect(1).toEventually(equal(1)) }
    }
    print(
      String(
        format: "  %@ A: %.2f µs per call (value already right; median of 16 batches)", context,
        Measure.median(batches) / 1e3))
    var latencies: [Double] = []
    var before = Measure.cpuSeconds()
    for _ in 0..<waits {
      flag.withLock { $0 = nil }
      let store = storeOnFirstRead(flag)
      expect(store()).toEventuallyNot(beNil())
      latencies.append(since(flag.current))
    }
    report(context, "B", latencies, cpu: Measure.cpuSeconds() - before)
    let stores: [(String, PollingDuration?, () -> Void)] = [
      (
        "C", .milliseconds(1),
        {
          let delay = DispatchTimeInterval.microseconds(Int.random(in: 2_000...4_000))
          DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
            flag.withLock { $0 = Measure.now() }
          }
        }
      ),
      ("D", nil, { DispatchQueue.main.async { flag.withLock { $0 = Measure.now() } } }),
    ]
    for (scenario, interval, store) in stores {
      latencies = []
      before = Measure.cpuSeconds()
      for _ in 0..<waits {
        flag.withLock { $0 = nil }
        store()
        expect(flag.current).toEventuallyNot(beNil(), pollInterval: interval)
        latencies.append(since(flag.current))
      }
      report(context, scenario, latencies, cpu: Measure.cpuSeconds() - before)
    }
    let cpu = (0..<6).map { _ in
      let before = Measure.cpuSeconds()
      _ = withFailureCollection {
        expect(false).toEventually(beTrue(), timeout: .milliseconds(500))
      }
      return Measure.cpuSeconds() - before
    }
    print(String(format: "  %@ E: %.2f ms CPU per 500 ms wait", context, Measure.median(cpu) * 1e3))
  }

  /// Reads `flag`; the first read also asks `DispatchQueue.global()` to store the time in it, so
  /// the store comes right after the expectation's first check.
  private static func storeOnFirstRead(_ flag: Locked<UInt64?>) -> @Sendable () -> UInt64? {
    let asked = Locked(false)
    return {
      if !asked.withLock({ asked in
        defer { asked = true }
        return asked
      }) {
        DispatchQueue.global().async { flag.withLock { $0 = Measure.now() } }
      }
      return flag.current
    }
  }

  /// Milliseconds from `stored` to now; 0 when the value was stored before the check saw it.
  static func since(_ stored: UInt64?) -> Double {
    let now = Measure.now()
    guard let stored, stored < now else { return 0 }
    return Double(now - stored) / 1e6
  }

  private static func report(_ context: String, _ scenario: String, _ ms: [Double], cpu: Double) {
    print(
      String(
        format: "  %@ %@: median %.3f ms, p90 %.3f ms, max %.3f ms; CPU %.1f µs per wait",
        context, scenario, Measure.median(ms), Measure.percentile(ms, 0.9), ms.max() ?? .nan,
        cpu / Double(ms.count) * 1e6))
  }

  /// Runs async work to completion from the main thread, turning the main run loop meanwhile so
  /// that main-actor work runs.
  private static func blockingAsync(_ body: @escaping @Sendable () async -> Void) {
    let finished = Locked(false)
    Task.detached {
      await body()
      finished.withLock { $0 = true }
      DispatchQueue.main.async {}  // makes the run loop return
    }
    while !finished.current {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 1))
    }
  }
}

/// The actor the off-main-actor scenarios wait on.
@globalActor actor BenchActor {
  static let shared = BenchActor()
}
