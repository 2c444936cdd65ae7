import BriskCore
import BriskTestSupport
import Testing

@Suite struct BeNilTests {
  @Test func passesForNil() {
    expectNoFailure {
      expect(nil as Int?).to(beNil())
      expect { nil as String? }.to(beNil())
    }
  }

  @Test func failsForAValue() {
    expectMessage("expected to be nil, got <3>") {
      expect(3 as Int?).to(beNil())
    }
  }

  @Test func negation() {
    expectNoFailure { expect(3).toNot(beNil()) }
    expectMessage("expected to not be nil, got <nil>") {
      expect(nil as Int?).toNot(beNil())
    }
  }

  @Test func nestedOptionalNilIsNil() {
    expectMessage("expected to not be nil, got <nil>") {
      expect(nil as Int??).toNot(beNil())
    }
  }

  @Test func aNilElementIsNil() {
    expectNoFailure {
      expect([nil, nil] as [Int?]).to(allPass(beNil()))
      expect(Optional(Optional(Optional<Int>.none))).to(beNil())
      expect([nil, 1] as [Int?]).toNot(allPass(beNil()))
    }
    expectMessage("expected to be nil, got <1>") {
      expect(Optional(Optional(1))).to(beNil())
    }
  }
}
