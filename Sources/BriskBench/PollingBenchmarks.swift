import Brisk
import Foundation

/// Polling's scenarios (issue 23): how long from a value being stored to `toEventually`
/// returning, and the CPU a wait costs, on and off the main actor and synchronously on the main
/// thread. The same scenarios, written against Nimble, give the figures to compare with.
///
/// - A: the value is already right: nanoseconds per call.
/// - B: `DispatchQueue.global().async` stores it right after the expectation's first check.
/// - C: it is stored after 2–4 ms (``Measure/spreadDelays(_:over:)``); 1 ms poll interval.
/// - D: a task on the caller's actor (`Task { @MainActor … }` on the main actor), scheduled just
///   before, stores it; synchronously, a `DispatchQueue.main.async` block.
/// - E: CPU, and context switches (``Measure/contextSwitches()``), for a 500 ms wait that times
///   out, default interval.
///
/// `BRISK_BENCH_WAITS` sets the number of waits per latency scenario (default 300). The async
/// contexts then run B, C and D on an `@Observable` model (``ObservablePollingBenchmarks``).
/// `BRISK_BENCH_SCENARIOS` picks scenarios by letter (`E`, `BCD`; default all), so that
/// Scripts/polling-vs-nimble.sh can pair short runs of one scenario.
enum PollingBenchmarks {
  static let waits =
    ProcessInfo.processInfo.environment["BRISK_BENCH_WAITS"].flatMap(Int.init)
    ?? 300
  private static let selected = Set(
    ProcessInfo.processInfo.environment["BRISK_BENCH_SCENARIOS"] ?? "ABCDE")

  /// Whether `scenario` (its letter) runs.
  static func runs(_ scenario: Character) -> Bool {
    selected.contains(scenario)
  }

  static func run() {
    let unknown = selected.subtracting("ABCDE")
    guard unknown.isEmpty else {
      print(
        "brisk-bench: BRISK_BENCH_SCENARIOS takes scenario letters from ABCDE, got "
          + "'\(ProcessInfo.processInfo.environment["BRISK_BENCH_SCENARIOS"] ?? "")'")
      exit(2)
    }
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
    if runs("A") {
      var batches: [Double] = []
      for _ in 0..<16 {
        let start = Measure.now()
        for _ in 0..<1_000 { await expect(1).toEventually(equal(1)) }
        batches.append(Double(Measure.now() - start) / 1_000)
      }
      reportPerCall(context, batches)
    }
    if runs("B") {
      var latencies: [Double] = []
      let before = Measure.cpuSeconds()
      for _ in 0..<waits {
        flag.withLock { $0 = nil }
        let store = storeOnFirstRead(flag)
        await expect(store()).toEventuallyNot(beNil())
        latencies.append(since(flag.current))
      }
      report(context, "B", latencies, cpu: Measure.cpuSeconds() - before)
    }
    if runs("C") {
      var latencies: [Double] = []
      let before = Measure.cpuSeconds()
      for delay in Measure.spreadDelays(waits, over: 2_000...4_000) {
        flag.withLock { $0 = nil }
        DispatchQueue.global().asyncAfter(deadline: .now() + .microseconds(delay)) {
          flag.withLock { $0 = Measure.now() }
        }
        await expect(flag.current).toEventuallyNot(beNil(), pollInterval: .milliseconds(1))
        latencies.append(since(flag.current))
      }
      report(context, "C", latencies, cpu: Measure.cpuSeconds() - before)
    }
    if runs("D") {
      var latencies: [Double] = []
      let before = Measure.cpuSeconds()
      for _ in 0..<waits {
        flag.withLock { $0 = nil }
        schedule { flag.withLock { $0 = Measure.now() } }
        await expect(flag.current).toEventuallyNot(beNil())
        latencies.append(since(flag.current))
      }
      report(context, "D", latencies, cpu: Measure.cpuSeconds() - before)
    }
    if runs("E") {
      var cpu: [Double] = []
      var switches: [Double] = []
      for _ in 0..<6 {
        let before = (Measure.cpuSeconds(), Measure.contextSwitches())
        _ = await withFailureCollection {
          // Captures `isolation`, so the closure, and the wait, run on it.
          _ = isolation
          await expect(false).toEventually(beTrue(), timeout: .milliseconds(500))
        }
        cpu.append(Measure.cpuSeconds() - before.0)
        switches.append(Double(Measure.contextSwitches() - before.1))
      }
      reportTimeout(context, cpu, switches)
    }
    await ObservablePollingBenchmarks.run(context, schedule, isolation: isolation)
  }

  /// Synchronous polling on the main thread, as in XCTest.
  private static func syncScenarios() {
    let context = "sync, main thread"
    let flag = Locked<UInt64?>(nil)
    if runs("A") {
      reportPerCall(
        context,
        Measure.perOperation(batches: 16, operations: 1_000) {
          for _ in 0..<1_000 { expect(1).toEventually(equal(1)) }
        })
    }
    if runs("B") {
      var latencies: [Double] = []
      let before = Measure.cpuSeconds()
      for _ in 0..<waits {
        flag.withLock { $0 = nil }
        let store = storeOnFirstRead(flag)
        expect(store()).toEventuallyNot(beNil())
        latencies.append(since(flag.current))
      }
      report(context, "B", latencies, cpu: Measure.cpuSeconds() - before)
    }
    let delays = Measure.spreadDelays(waits, over: 2_000...4_000)
    let stores: [(Character, PollingDuration?, (Int) -> Void)] = [
      (
        "C", .milliseconds(1),
        { wait in
          DispatchQueue.global().asyncAfter(deadline: .now() + .microseconds(delays[wait])) {
            flag.withLock { $0 = Measure.now() }
          }
        }
      ),
      ("D", nil, { _ in DispatchQueue.main.async { flag.withLock { $0 = Measure.now() } } }),
    ]
    for (scenario, interval, store) in stores where runs(scenario) {
      var latencies: [Double] = []
      let before = Measure.cpuSeconds()
      for wait in 0..<waits {
        flag.withLock { $0 = nil }
        store(wait)
        expect(flag.current).toEventuallyNot(beNil(), pollInterval: interval)
        latencies.append(since(flag.current))
      }
      report(context, String(scenario), latencies, cpu: Measure.cpuSeconds() - before)
    }
    if runs("E") {
      var cpu: [Double] = []
      var switches: [Double] = []
      for _ in 0..<6 {
        let before = (Measure.cpuSeconds(), Measure.contextSwitches())
        _ = withFailureCollection {
          expect(false).toEventually(beTrue(), timeout: .milliseconds(500))
        }
        cpu.append(Measure.cpuSeconds() - before.0)
        switches.append(Double(Measure.contextSwitches() - before.1))
      }
      reportTimeout(context, cpu, switches)
    }
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

  /// Scenario A: nanoseconds per call, one figure per batch.
  private static func reportPerCall(_ context: String, _ batches: [Double]) {
    print(
      String(
        format: "  %@ A: %.2f µs per call (value already right; median of 16 batches)", context,
        Measure.median(batches) / 1e3))
  }

  /// Scenario E: CPU seconds and context switches per wait, medians of the waits.
  private static func reportTimeout(_ context: String, _ cpu: [Double], _ switches: [Double]) {
    print(
      String(
        format: "  %@ E: %.2f ms CPU per 500 ms wait, %.0f context switches", context,
        Measure.median(cpu) * 1e3, Measure.median(switches)))
  }

  /// A latency row, in microseconds (the figures are milliseconds).
  private static func report(_ context: String, _ scenario: String, _ ms: [Double], cpu: Double) {
    print(
      String(
        format: "  %@ %@: median %.1f µs, p90 %.1f µs, max %.0f µs; CPU %.1f µs per wait",
        context, scenario, Measure.median(ms) * 1e3, Measure.percentile(ms, 0.9) * 1e3,
        (ms.max() ?? .nan) * 1e3, cpu / Double(ms.count) * 1e6))
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
