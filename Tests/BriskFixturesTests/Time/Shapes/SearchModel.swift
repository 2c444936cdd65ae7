/// A search box that waits 300 ms after the last keystroke, cancelling the previous wait.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
@MainActor final class SearchModel {
  private let clock: any Clock<Duration>
  private var pending: Task<Void, Never>?
  /// The queries searched, in order.
  private(set) var searches: [String] = []

  init(clock: any Clock<Duration>) {
    self.clock = clock
  }

  func queryChanged(_ query: String) {
    pending?.cancel()
    pending = Task {
      do {
        try await clock.sleep(for: .milliseconds(300))
      } catch {
        return
      }
      searches.append(query)
    }
  }
}
