import BriskCore
import BriskTestSupport
import Testing

@Suite struct BeWithinTests {
  @Test func passesForEveryRangeKind() {
    expectNoFailure {
      expect(2).to(beWithin(1..<3))
      expect(3).to(beWithin(1...3))
      expect(9).to(beWithin(5...))
      expect(0.5).to(beWithin(0.0..<1.0))
    }
  }

  @Test func fails() {
    expectMessages([
      "expected to be within <1..<3>, got <3>", "expected to be within <5...>, got <4>",
    ]) {
      expect(3).to(beWithin(1..<3))
      expect(4).to(beWithin(5...))
    }
  }

  @Test func negation() {
    expectNoFailure { expect(5).toNot(beWithin(1...3)) }
    expectMessage("expected to not be within <1...3>, got <2>") {
      expect(2).toNot(beWithin(1...3))
    }
  }

  @Test func nilFails() {
    expectMessage("expected to be within <1..<3>, got <nil>") {
      expect(nil as Int?).to(beWithin(1..<3))
    }
  }
}
