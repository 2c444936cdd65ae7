import Foundation

/// A value guarded by a lock: the one primitive behind every piece of shared mutable state in the
/// package (failure collectors, spies, call logs, trackers).
package final class Locked<Value> {
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }

  /// A copy of the current value.
  package var current: Value {
    withLock { $0 }
  }
}

/// Safe to share because every access holds the lock, as long as the value itself may cross
/// threads.
extension Locked: @unchecked Sendable where Value: Sendable {}
