import Testing

@testable import BriskFixtures

@Suite struct DurationTextTests {
  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func writesSecondsWithoutTrailingZeros() {
    #expect(DurationText.seconds(.zero) == "0 s")
    #expect(DurationText.seconds(.seconds(5)) == "5 s")
    #expect(DurationText.seconds(.milliseconds(300)) == "0.3 s")
    #expect(DurationText.seconds(.milliseconds(1500)) == "1.5 s")
    #expect(DurationText.seconds(.nanoseconds(1)) == "0.000000001 s")
    #expect(DurationText.seconds(.milliseconds(-100)) == "-0.1 s")
    #expect(DurationText.seconds(.milliseconds(-1500)) == "-1.5 s")
    #expect(DurationText.seconds(.seconds(-2)) == "-2 s")
  }
}
