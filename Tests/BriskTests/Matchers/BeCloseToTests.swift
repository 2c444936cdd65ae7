import Brisk
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
}
