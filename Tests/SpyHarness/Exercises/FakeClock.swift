import Brisk

extension Harness {
  static func exerciseFakeClock() async {
    await check("25 FakeClock: a spy named with --name") {
      let clock = FakeClock()
      clock.nowReturnValue = 12
      expect(clock.now()) == 12
      try await clock.sleep(seconds: 2)
      expect(clock.sleepCalls.calls) == [2]
      let line: UInt = #line + 1
      let unstubbed = FakeClock()
      let recorded = withFailureCollection { _ = unstubbed.now() }
      expect(recorded.first?.location.line) == line
    }
  }
}
