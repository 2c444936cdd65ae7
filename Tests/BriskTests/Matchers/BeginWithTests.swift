import BriskCore
import BriskTestSupport
import Foundation
import Testing

@Suite struct BeginWithTests {
  @Test func passes() {
    expectNoFailure {
      expect([1, 2]).to(beginWith(1))
      expect("hello").to(beginWith("he"))
    }
  }

  @Test func fails() {
    expectMessages([
      "expected to begin with <1>, got <[2, 3]>", "expected to begin with <\"he\">, got <\"oh\">",
      "expected to begin with <1>, got <[]>",
    ]) {
      expect([2, 3]).to(beginWith(1))
      expect("oh").to(beginWith("he"))
      expect([Int]()).to(beginWith(1))
    }
  }

  @Test func negation() {
    expectNoFailure { expect([2]).toNot(beginWith(1)) }
    expectMessage("expected to not begin with <1>, got <[1, 2]>") {
      expect([1, 2]).toNot(beginWith(1))
    }
  }

  @Test func nilFails() {
    expectMessages([
      "expected to begin with <1>, got <nil>", "expected to begin with <\"a\">, got <nil>",
    ]) {
      expect(nil as [Int]?).to(beginWith(1))
      expect(nil as String?).to(beginWith("a"))
    }
  }

  @Test func foundationArrays() {
    let array: NSArray = [1, 2]
    expectNoFailure {
      expect(array).to(beginWith(1))
      expect(array).toNot(beginWith(2))
      expect(NSArray()).toNot(beginWith(1))
    }
    expectMessages([
      "expected to begin with <3>, got <[1, 2]>",
      "expected to not begin with <1>, got <[1, 2]>",
      "expected to begin with <3>, got <nil>",
    ]) {
      expect(array).to(beginWith(3))
      expect(array).toNot(beginWith(1))
      expect(nil as NSArray?).to(beginWith(3))
    }
  }
}
