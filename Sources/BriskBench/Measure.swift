import Foundation

/// Timing helpers: every figure is the median of several batches, with the fastest and slowest.
enum Measure {
  /// Nanoseconds since an arbitrary point, monotonic.
  static func now() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
  }

  /// Runs `body` in `batches` batches and returns nanoseconds per operation for each batch.
  /// `body` performs `operations` operations per call.
  static func perOperation(
    batches: Int = 15, operations: Int, warmUp: Bool = true, _ body: () -> Void
  ) -> [Double] {
    if warmUp { body() }
    return (0..<batches).map { _ in
      let start = now()
      body()
      return Double(now() - start) / Double(operations)
    }
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))
    return sorted[index]
  }

  /// One line: `label  median X unit  (min Y, max Z)  target`.
  static func report(_ label: String, _ values: [Double], unit: String, target: String = "") {
    let padded = label.padding(toLength: max(label.count, 48), withPad: " ", startingAt: 0)
    let figures = String(
      format: "median %10.2f %@  (min %.2f, max %.2f)", median(values), unit, values.min() ?? .nan,
      values.max() ?? .nan)
    let line = "  \(padded) \(figures)"
    print(target.isEmpty ? line : "\(line)  \(target)")
  }

  /// `count` delays in microseconds, spread evenly over `range` and shuffled the same way on every
  /// run: the stores of polling's scenario C. Drawn at random, the delays alone moved a median of
  /// 300 waits by tens of microseconds from run to run; spread evenly, they leave the median to
  /// how fast the wait wakes, and brisk-bench and its Nimble twin (Scripts/polling-vs-nimble.sh)
  /// wait for the same stores.
  static func spreadDelays(_ count: Int, over range: ClosedRange<Int>) -> [Int] {
    let width = Double(range.upperBound - range.lowerBound)
    var delays = (0..<count).map {
      range.lowerBound + Int(width * (Double($0) + 0.5) / Double(count))
    }
    // Fisher–Yates with a fixed seed (SplitMix64), so that a drift of the machine during a row
    // does not line up with the delays.
    var seed: UInt64 = 23
    func next() -> UInt64 {
      seed &+= 0x9E37_79B9_7F4A_7C15
      var z = seed
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    for index in delays.indices.reversed() where index > 0 {
      delays.swapAt(index, Int(next() % UInt64(index + 1)))
    }
    return delays
  }

  /// User plus system CPU seconds this process has used so far.
  static func cpuSeconds() -> Double {
    let usage = self.usage()
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// Context switches of all this process's threads so far, voluntary (a thread went to sleep:
  /// each is a wake-up later) and involuntary. A count, so it swings far less than CPU time with
  /// the machine's state.
  static func contextSwitches() -> Int {
    let usage = self.usage()
    return Int(usage.ru_nvcsw + usage.ru_nivcsw)
  }

  private static func usage() -> rusage {
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage
  }
}

/// Keeps a value alive and opaque to the optimizer.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Returns its argument through a call the optimizer cannot see into.
@inline(never)
func opaque<T>(_ value: T) -> T {
  value
}
