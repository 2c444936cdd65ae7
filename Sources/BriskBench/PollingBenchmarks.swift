import Brisk
import Foundation

/// Detection latency and CPU cost of polling, with the default 10 ms poll interval.
enum PollingBenchmarks {
  static let trials = 100

  static func run() {
    print("polling: detection latency (flip → toEventually returns) and CPU while waiting")
    let interval = PollingDuration.milliseconds(10)

    let syncBackground = (0..<trials).map { _ in syncLatency(flipOnMain: false, interval) }
    report("sync, main thread, flip on a background queue", syncBackground, "target median <= 5 ms")
    let syncMain = (0..<trials).map { _ in syncLatency(flipOnMain: true, interval) }
    report("sync, main thread, flip via main.asyncAfter", syncMain, "target median <= 1 ms")
    let asyncBackground = (0..<trials).map { _ in asyncLatency(interval) }
    report("async, flip on a background queue", asyncBackground, "target median <= 5 ms")

    let syncCPU = cpuWhileWaiting {
      _ = withFailureCollection { expect(false).toEventually(beTrue(), pollInterval: interval) }
    }
    printCPU("CPU, sync polling on the main thread", syncCPU)
    let asyncCPU = cpuWhileWaiting {
      blockingAsync {
        _ = await withFailureCollection {
          await expect(false).toEventually(beTrue(), pollInterval: interval)
        }
      }
    }
    printCPU("CPU, async polling", asyncCPU)
  }

  private static func printCPU(_ label: String, _ seconds: Double) {
    let padded = label.padding(toLength: 48, withPad: " ", startingAt: 0)
    print(
      String(
        format: "  %@ %.4f s user+sys over a 1 s timeout  target <= 0.02 s; Nimble 0.023-0.031 s",
        padded, seconds))
  }

  private static func report(_ label: String, _ latencies: [Double], _ target: String) {
    let padded = label.padding(toLength: 48, withPad: " ", startingAt: 0)
    print(
      String(
        format: "  %@ median %.2f ms, p95 %.2f ms (%d trials)  %@", padded,
        Measure.median(latencies),
        Measure.percentile(latencies, 0.95), latencies.count, target))
  }

  /// Milliseconds from the flip to the return of a synchronous `toEventually` on the main thread.
  private static func syncLatency(flipOnMain: Bool, _ interval: PollingDuration) -> Double {
    let flag = Locked<UInt64?>(nil)
    let delay = DispatchTimeInterval.microseconds(Int.random(in: 50_000...60_000))
    let flip: @Sendable () -> Void = { flag.withLock { $0 = Measure.now() } }
    if flipOnMain {
      DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: flip)
    } else {
      DispatchQueue.global().asyncAfter(deadline: .now() + delay, execute: flip)
    }
    expect(flag.current).toEventuallyNot(beNil(), pollInterval: interval)
    let returned = Measure.now()
    return Double(returned - (flag.current ?? returned)) / 1e6
  }

  /// Milliseconds from the flip to the return of an async `toEventually`.
  private static func asyncLatency(_ interval: PollingDuration) -> Double {
    let flag = Locked<UInt64?>(nil)
    let delay = DispatchTimeInterval.microseconds(Int.random(in: 50_000...60_000))
    DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
      flag.withLock { $0 = Measure.now() }
    }
    let returned = Locked<UInt64>(0)
    blockingAsync {
      await expect(flag.current).toEventuallyNot(beNil(), pollInterval: interval)
      returned.withLock { $0 = Measure.now() }
    }
    return Double(returned.current - (flag.current ?? returned.current)) / 1e6
  }

  private static func cpuWhileWaiting(_ body: () -> Void) -> Double {
    let before = Measure.cpuSeconds()
    body()
    return Measure.cpuSeconds() - before
  }

  /// Runs async work to completion from synchronous code on the main thread.
  private static func blockingAsync(_ body: @escaping @Sendable () async -> Void) {
    let finished = DispatchSemaphore(value: 0)
    Task.detached {
      await body()
      finished.signal()
    }
    finished.wait()
  }
}
