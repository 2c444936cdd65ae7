/// A search box that waits 300 ms after the last keystroke, cancelling the previous wait, then
/// asks an async search service.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
@MainActor final class SearchModel {
  private let clock: any Clock<Duration>
  private let search: @Sendable (String) async -> [String]
  private var pending: Task<Void, Never>?
  /// The queries searched, in order.
  private(set) var searches: [String] = []
  /// What the last search found.
  private(set) var results: [String] = []

  init(clock: any Clock<Duration>, search: @escaping @Sendable (String) async -> [String]) {
    self.clock = clock
    self.search = search
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
      results = await search(query)
    }
  }
}
