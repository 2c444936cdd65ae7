import Brisk
import BriskTestSupport
import Foundation
import Testing

@Suite struct BeCloseToOperatorsTests {
  @Test func passesWithinTheDelta() {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    expectNoFailure {
      expect(1.2) ≈ 1.20001
      expect(1.2) ≈ (1.25, 0.1)
      expect(1.2) ≈ 1.25 ± 0.1
      expect([1.0, 2.0]) ≈ [1.00001, 2.0]
      expect(start) ≈ start.addingTimeInterval(0.00001)
      expect(start) ≈ start.addingTimeInterval(5) ± 10
      expect(start) ≈ (start.addingTimeInterval(5), 10)
    }
  }

  @Test func failsNamingTheDelta() {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    expectMessages([
      "expected to be close to <1.2002> (within 0.0001), got <1.2>",
      "expected to be close to <1.5> (within 0.1), got <1.2>",
      "expected to be close to <[1.0, 3.0]> (each within 0.0001), got <[1.0, 2.0]>\n"
        + "first difference at index 1: expected <3.0>, got <2.0>",
      "expected to be close to <2001-01-01 00:00:05.0000> (within 1.0), "
        + "got <2001-01-01 00:00:00.0000>",
    ]) {
      expect(1.2) ≈ 1.2002
      expect(1.2) ≈ 1.5 ± 0.1
      expect([1.0, 2.0]) ≈ [1.0, 3.0]
      expect(start) ≈ start.addingTimeInterval(5) ± 1
    }
  }

  @Test func nilFails() {
    expectMessages([
      "expected to be close to <1.0> (within 0.0001), got <nil>",
      "expected to be close to <1.0> (within 0.5), got <nil>",
    ]) {
      expect(nil as Double?) ≈ 1.0
      expect(nil as Double?) ≈ 1.0 ± 0.5
    }
  }

  @Test func plusMinusMakesThePair() {
    let pair = 2.0 ± 0.5
    #expect(pair.expected == 2.0)
    #expect(pair.delta == 0.5)
  }
}
