/// Beats every 5 s until stopped.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
@MainActor final class Heartbeat {
  private let clock: any Clock<Duration>
  private var loop: Task<Void, Never>?
  private(set) var beats = 0

  init(clock: any Clock<Duration>) {
    self.clock = clock
  }

  func start() {
    loop = Task {
      while true {
        do {
          try await clock.sleep(for: .seconds(5))
        } catch {
          return
        }
        beats += 1
      }
    }
  }

  func stop() {
    loop?.cancel()
  }
}
