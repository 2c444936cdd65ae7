#if canImport(Observation)
  import Brisk
  import Foundation
  import Observation

  /// An `@Observable` model as the macro writes it, with its one property behind a lock so that
  /// any thread may set it: the time it was set, read by the wait.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  final class StampModel: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private let storage = Locked<UInt64?>(nil)

    var stamp: UInt64? {
      get {
        registrar.access(self, keyPath: \.stamp)
        return storage.current
      }
      set {
        registrar.withMutation(of: self, keyPath: \.stamp) { storage.withLock { $0 = newValue } }
      }
    }
  }
#endif

/// Polling's scenarios B, C and D (see ``PollingBenchmarks``) on an `@Observable` model, where a
/// change wakes the wait: with the default interval and a 1 ms one, many waits per row, each
/// with the default 1 s timeout; a wait that times out is counted (there should be none).
///
/// `BRISK_BENCH_OBSERVABLE_WAITS` sets the number of waits per row (default 1,000).
enum ObservablePollingBenchmarks {
  static let waits =
    ProcessInfo.processInfo.environment["BRISK_BENCH_OBSERVABLE_WAITS"].flatMap(Int.init)
    ?? 1_000

  static func run(
    _ context: String, _ schedule: PollingBenchmarks.Scheduler,
    isolation: isolated any Actor
  ) async {
    #if canImport(Observation)
      guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return }
      if PollingBenchmarks.runs("C") { await wakeFloor(context, isolation: isolation) }
      let model = StampModel()
      for interval in [nil, .milliseconds(1)] as [PollingDuration?] {
        for scenario in ["B", "C", "D"] where PollingBenchmarks.runs(Character(scenario)) {
          var latencies: [Double] = []
          var timeouts = 0
          let before = Measure.cpuSeconds()
          for delay in Measure.spreadDelays(waits, over: 2_000...4_000) {
            model.stamp = nil
            let asked = Locked(scenario != "B")
            switch scenario {
            case "C":
              DispatchQueue.global().asyncAfter(deadline: .now() + .microseconds(delay)) {
                model.stamp = Measure.now()
              }
            case "D": schedule { model.stamp = Measure.now() }
            default: break
            }
            let failures = await withFailureCollection {
              // Captures `isolation`, so the closure, and the wait, run on it.
              _ = isolation
              await expect { () -> UInt64? in
                // B: the first check asks for the store, which comes right after it.
                if !asked.withLock({ asked in
                  defer { asked = true }
                  return asked
                }) {
                  DispatchQueue.global().async { model.stamp = Measure.now() }
                }
                return model.stamp
              }.toEventuallyNot(beNil(), pollInterval: interval)
            }
            if !failures.isEmpty { timeouts += 1 }
            latencies.append(PollingBenchmarks.since(model.stamp) * 1e3)
          }
          let cpu = (Measure.cpuSeconds() - before) / Double(waits) * 1e6
          print(
            String(
              format:
                "  %@ @Observable %@, %@ interval: median %.1f µs, p90 %.1f µs, max %.0f µs; "
                + "CPU %.1f µs per wait; %d timeouts of %d",
              context, scenario, interval == nil ? "10 ms" : "1 ms", Measure.median(latencies),
              Measure.percentile(latencies, 0.9), latencies.max() ?? .nan, cpu, timeouts, waits))
        }
      }
    #endif
  }

  /// What no wait on this machine can beat: the time from a value being stored on another thread
  /// to a task waiting on `isolation` running, woken by a continuation resumed right after the
  /// store, with the same 2–4 ms delays as scenario C.
  private static func wakeFloor(_ context: String, isolation: isolated any Actor) async {
    var latencies: [Double] = []
    for delay in Measure.spreadDelays(waits, over: 2_000...4_000) {
      let stamp = Locked<UInt64?>(nil)
      await withUnsafeContinuation { continuation in
        DispatchQueue.global().asyncAfter(deadline: .now() + .microseconds(delay)) {
          stamp.withLock { $0 = Measure.now() }
          continuation.resume()
        }
      }
      latencies.append(PollingBenchmarks.since(stamp.current) * 1e3)
    }
    print(
      String(
        format:
          "  %@ the floor, a continuation resumed after the store: median %.1f µs, p90 %.1f µs",
        context, Measure.median(latencies), Measure.percentile(latencies, 0.9)))
  }
}
