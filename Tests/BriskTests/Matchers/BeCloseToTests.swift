import BriskCore
import BriskTestSupport
import Foundation
import Testing

@Suite struct BeCloseToTests {
  @Test func passesWithinTheDelta() {
    expectNoFailure {
      expect(1.00001).to(beCloseTo(1.0))
      expect(Float(2.5)).to(beCloseTo(2.45, within: 0.1))
      expect(CGFloat(3)).to(beCloseTo(3.05, within: 0.1))
      expect([1.0, 2.0]).to(beCloseTo([1.00001, 2.0]))
      expect([CGFloat(1), 2]).to(beCloseTo([1, 2.05], within: 0.1))
    }
  }

  @Test func failsNamingTheDelta() {
    expectMessages([
      "expected to be close to <1.0> (within 0.0001), got <1.1>",
      """
      expected to be close to <[1.0, 2.0]> (each within 0.0001), got <[1.0, 2.1]>
      first difference at index 1: expected <2.0>, got <2.1>
      """,
      """
      expected to be close to <[1.0, 2.0]> (each within 0.0001), got <[1.0]>
      count: expected 2, got 1
      """,
    ]) {
      expect(1.1).to(beCloseTo(1.0))
      expect([1.0, 2.1]).to(beCloseTo([1.0, 2.0]))
      expect([1.0]).to(beCloseTo([1.0, 2.0]))
    }
  }

  @Test func negation() {
    expectNoFailure { expect(1.1).toNot(beCloseTo(1.0)) }
    expectMessage("expected to not be close to <1.0> (within 0.0001), got <1.0>") {
      expect(1.0).toNot(beCloseTo(1.0))
    }
  }

  @Test func nilFails() {
    expectMessages([
      "expected to be close to <1.0> (within 0.0001), got <nil>",
      "expected to be close to <[1.0]> (each within 0.0001), got <nil>",
    ]) {
      expect(nil as Double?).to(beCloseTo(1.0))
      expect(nil as [Double]?).to(beCloseTo([1.0]))
    }
  }

  @Test func equalValuesMatchEvenWhenInfinite() {
    expectNoFailure {
      expect(Double.infinity).to(beCloseTo(.infinity))
      expect([Double.infinity]).to(beCloseTo([.infinity]))
    }
  }

  @Test func aNegativeDeltaFailsBothWaysWithAHint() {
    expectMessages([
      "expected to be close to <1.0> (within -0.1), got <1.0>\nthe delta must be zero or more",
      "expected to not be close to <1.0> (within -0.1), got <5.0>\nthe delta must be zero or more",
      "expected to be close to <[1.0]> (each within -0.1), got <[1.0]>\nthe delta must be zero or more",
    ]) {
      expect(1.0).to(beCloseTo(1.0, within: -0.1))
      expect(5.0).toNot(beCloseTo(1.0, within: -0.1))
      expect([1.0]).to(beCloseTo([1.0], within: -0.1))
    }
  }

  @Test func collectionNegation() {
    expectNoFailure { expect([1.0, 2.5]).toNot(beCloseTo([1.0, 2.0])) }
    expectMessage("expected to not be close to <[1.0, 2.0]> (each within 0.0001), got <[1.0, 2.0]>")
    {
      expect([1.0, 2.0]).toNot(beCloseTo([1.0, 2.0]))
    }
  }

  @Test func datesWithinTheDelta() {
    let noon = Date(timeIntervalSinceReferenceDate: 0)
    expectNoFailure {
      expect(noon).to(beCloseTo(noon.addingTimeInterval(0.00005)))
      expect(noon).to(beCloseTo(noon.addingTimeInterval(5), within: 10))
      expect(noon).toNot(beCloseTo(noon.addingTimeInterval(1)))
    }
  }

  @Test func datesFailShowingBothDates() {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    expectMessages([
      "expected to be close to <2001-01-01 00:00:05.0000> (within 1.0), got <2001-01-01 00:00:00.0000>",
      "expected to not be close to <2001-01-01 00:00:00.0000> (within 0.0001), got <2001-01-01 00:00:00.0000>",
      "expected to be close to <2001-01-01 00:00:00.0000> (within 0.0001), got <nil>",
      "expected to be close to <2001-01-01 00:00:00.0000> (within -1.0), got <2001-01-01 00:00:00.0000>\nthe delta must be zero or more",
    ]) {
      expect(start).to(beCloseTo(start.addingTimeInterval(5), within: 1))
      expect(start).toNot(beCloseTo(start))
      expect(nil as Date?).to(beCloseTo(start))
      expect(start).to(beCloseTo(start, within: -1))
    }
  }

  @Test func numbersAndCGFloats() {
    expectNoFailure {
      expect(NSNumber(value: 1.5)).to(beCloseTo(NSNumber(value: 1.50001)))
      expect(NSNumber(value: 2)).toNot(beCloseTo(NSNumber(value: 1.5)))
      expect(1.5 as CGFloat).to(beCloseTo(1.50001))
    }
    expectMessages([
      "expected to be close to <1.5> (within 0.0001), got <1.6>",
      "expected to not be close to <1.5> (within 0.0001), got <1.5>",
      "expected to be close to <1.5> (within 0.0001), got <nil>",
    ]) {
      expect(NSNumber(value: 1.6)).to(beCloseTo(NSNumber(value: 1.5)))
      expect(NSNumber(value: 1.5)).toNot(beCloseTo(NSNumber(value: 1.5)))
      expect(nil as NSNumber?).to(beCloseTo(NSNumber(value: 1.5)))
    }
  }

  @Test func nsDates() {
    let start = NSDate(timeIntervalSinceReferenceDate: 0)
    expectNoFailure {
      expect(start).to(beCloseTo(NSDate(timeIntervalSinceReferenceDate: 5), within: 10))
      expect(start).toNot(beCloseTo(NSDate(timeIntervalSinceReferenceDate: 0.005), within: 0.004))
    }
    expectMessages([
      "expected to not be close to <2001-01-01 00:00:00.0050> (within 0.006), "
        + "got <2001-01-01 00:00:00.0000>",
      "expected to be close to <2001-01-01 00:00:05.0000> (within 0.0001), "
        + "got <2001-01-01 00:00:00.0000>",
      "expected to be close to <2001-01-01 00:00:05.0000> (within 0.0001), got <nil>",
      "expected to be close to <2001-01-01 00:00:00.0000> (within -1.0), "
        + "got <2001-01-01 00:00:00.0000>\nthe delta must be zero or more",
    ]) {
      expect(start).toNot(beCloseTo(NSDate(timeIntervalSinceReferenceDate: 0.005), within: 0.006))
      expect(start).to(beCloseTo(NSDate(timeIntervalSinceReferenceDate: 5)))
      expect(nil as NSDate?).to(beCloseTo(NSDate(timeIntervalSinceReferenceDate: 5)))
      expect(start).to(beCloseTo(start, within: -1))
    }
  }
}
