import Foundation

/// The error `withTimeout` throws when the work takes too long.
struct TimedOut: Error {}

/// Runs `work`, or throws `TimedOut` if `timeout` passes first on `clock`.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
func withTimeout<Value: Sendable>(
  _ timeout: Duration, on clock: any Clock<Duration>,
  _ work: @escaping @Sendable () async throws -> Value
) async throws -> Value {
  try await withThrowingTaskGroup(of: Value.self) { group in
    group.addTask { try await work() }
    group.addTask {
      try await clock.sleep(for: timeout)
      throw TimedOut()
    }
    defer { group.cancelAll() }
    guard let first = try await group.next() else { throw CancellationError() }
    return first
  }
}

/// What a race ended with, readable from any thread.
final class Outcome: @unchecked Sendable {
  private let lock = NSLock()
  private var text = "pending"

  var value: String {
    lock.lock()
    defer { lock.unlock() }
    return text
  }

  func set(_ value: String) {
    lock.lock()
    defer { lock.unlock() }
    text = value
  }
}
