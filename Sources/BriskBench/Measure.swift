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

  /// User plus system CPU seconds this process has used so far.
  static func cpuSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
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
