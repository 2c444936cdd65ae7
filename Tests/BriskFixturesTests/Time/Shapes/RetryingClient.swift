import Foundation

/// Loads with up to four tries, waiting 0.5 s, 1 s and 2 s between them.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
actor RetryingClient {
  private let clock: any Clock<Duration>
  private let fetch: @Sendable () async throws -> String
  private(set) var attempts = 0

  init(clock: any Clock<Duration>, fetch: @escaping @Sendable () async throws -> String) {
    self.clock = clock
    self.fetch = fetch
  }

  func load() async throws -> String {
    for delay in [Duration.milliseconds(500), .seconds(1), .seconds(2)] {
      attempts += 1
      if let value = try? await fetch() { return value }
      try await clock.sleep(for: delay)
    }
    attempts += 1
    return try await fetch()
  }
}

/// A fetch that fails a given number of times, then returns "loaded".
final class FlakyFetch: @unchecked Sendable {
  struct Offline: Error {}
  private let lock = NSLock()
  private var failuresLeft: Int

  init(failures: Int) {
    failuresLeft = failures
  }

  func callAsFunction() throws -> String {
    lock.lock()
    defer { lock.unlock() }
    guard failuresLeft == 0 else {
      failuresLeft -= 1
      throw Offline()
    }
    return "loaded"
  }
}
