import BriskCore
import Testing

@Suite struct PollingDurationTests {
  @Test func unitsConvertToSeconds() {
    #expect(PollingDuration.seconds(1.5).seconds == 1.5)
    #expect(PollingDuration.milliseconds(5).seconds == 0.005)
    #expect(PollingDuration.microseconds(250).seconds == 0.000_25)
    #expect(PollingDuration.nanoseconds(1_000).seconds == 0.000_001)
    #expect(PollingDuration.milliseconds(5) < .seconds(1))
  }

  @Test func describesItselfInTheLargestFittingUnit() {
    let texts = [
      PollingDuration.seconds(1), .seconds(1.5), .milliseconds(10), .milliseconds(2.5),
      .microseconds(250), .seconds(0), .seconds(-1), .milliseconds(-5),
    ].map(\.description)
    #expect(texts == ["1 s", "1.5 s", "10 ms", "2.5 ms", "250 µs", "0 s", "-1 s", "-5 ms"])
  }

  @Test @available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
  func convertsFromSwiftDuration() {
    #expect(PollingDuration(.milliseconds(1_500)) == .seconds(1.5))
  }
}
