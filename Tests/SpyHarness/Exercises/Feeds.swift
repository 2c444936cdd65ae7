import Brisk

extension Harness {
  static func exerciseFeeds() async {
    await check("13 FeedLoadingSpy and FeedCachingSpy: two spies from one file") {
      try await loadAndCacheFeed()
    }
  }

  /// Nonisolated, as code using a non-Sendable protocol with async requirements must be: the
  /// spy is exactly as Sendable as its protocol.
  nonisolated private static func loadAndCacheFeed() async throws {
    let loading = FeedLoadingSpy()
    loading.loadFeedHandler = { ["a"] }
    let feed = try await loading.loadFeed()
    expect(feed) == ["a"]
    let caching = FeedCachingSpy()
    caching.cachedCount = 2
    caching.save(feed)
    expect(caching.saveCalls).to(haveReceived(["a"]))
    expect(caching.cachedCount) == 2
  }
}
