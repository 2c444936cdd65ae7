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

  @Test func equalsWithADeltaIsBeCloseTo() {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    expectNoFailure {
      expect(1.2) == (9.3, 10)
      expect(1.2) == (expected: 1.25, delta: 0.1)
      expect(1.2) == 1.25 ± 0.1
      expect(Float(1.2)) == 1.25 ± 0.1
      expect(start) == (start.addingTimeInterval(5), 10)
      expect(start) == start.addingTimeInterval(5) ± 10
    }
    expectMessages([
      "expected to be close to <1.1> (within 0.1), got <1.3>",
      "expected to be close to <1.1> (within 0.1), got <1.3>",
      "expected to be close to <2001-01-01 00:00:00.0050> (within 0.004), "
        + "got <2001-01-01 00:00:00.0000>",
      "expected to be close to <1.0> (within 0.5), got <nil>",
    ]) {
      expect(1.3) == (1.1, 0.1)
      expect(1.3) == 1.1 ± 0.1
      expect(start) == start.addingTimeInterval(0.005) ± 0.004
      expect(nil as Double?) == 1.0 ± 0.5
    }
  }

  @Test func foundationNumbersAndDates() {
    let start = NSDate(timeIntervalSinceReferenceDate: 0)
    let later = NSDate(timeIntervalSinceReferenceDate: 5)
    expectNoFailure {
      expect(1.2 as NSNumber) ≈ (1.20001 as NSNumber)
      expect(1.2 as NSNumber) ≈ (1.25 as NSNumber, 0.1)
      expect(1.2 as NSNumber) ≈ (1.25 as NSNumber) ± 0.1
      expect(start) ≈ NSDate(timeIntervalSinceReferenceDate: 0.00001)
      expect(start) ≈ (later, 10)
      expect(start) ≈ later ± 10
    }
    expectMessages([
      "expected to be close to <1.5> (within 0.1), got <1.2>",
      "expected to be close to <2001-01-01 00:00:05.0000> (within 0.0001), "
        + "got <2001-01-01 00:00:00.0000>",
      "expected to be close to <2001-01-01 00:00:05.0000> (within 1.0), "
        + "got <2001-01-01 00:00:00.0000>",
      "expected to be close to <2001-01-01 00:00:05.0000> (within 1.0), got <nil>",
    ]) {
      expect(1.2 as NSNumber) ≈ (1.5 as NSNumber, 0.1)
      expect(start) ≈ later
      expect(start) ≈ (later, 1)
      expect(nil as NSDate?) ≈ later ± 1
    }
  }
}
