import Testing

@testable import BriskFixtures

@MainActor @Suite struct VirtualClockDescriptionTests {
  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func namesEachSleeperInDeadlineOrder() async {
    let clock = VirtualClock()
    #expect(clock.description == "VirtualClock at 0 s, no sleepers")
    let sleeper = Task { try await clock.sleep(for: .seconds(5)) }
    await expect(clock.sleeperCount).toEventually(equal(1))
    clock.schedule(at: .init(offset: .milliseconds(300)), fileID: "App/SearchModel.swift", line: 18)
    {}
    #expect(
      clock.sleepersDescription == "2 sleepers: until 0.3 s (SearchModel.swift:18), until 5 s")
    #expect(
      clock.description
        == "VirtualClock at 0 s, 2 sleepers: until 0.3 s (SearchModel.swift:18), until 5 s")
    sleeper.cancel()
    #expect(clock.sleepersDescription == "1 sleeper: until 0.3 s (SearchModel.swift:18)")
  }
}
