import BriskFixtures
import Testing

@MainActor @Suite struct VirtualTimeTraitTests {
  @Test(.virtualTime) @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func pollsOnAFreshClock() async throws {
    let clock = try #require(VirtualClock.current)
    #expect(clock.now == .zero)
    let heartbeat = Heartbeat(clock: clock)
    heartbeat.start()
    await expect(heartbeat.beats).toEventually(equal(3), timeout: .seconds(30))
    #expect(clock.now.offset == .seconds(15))
    heartbeat.stop()
  }
}
