import BriskCore
import BriskTestSupport
import Foundation
import Testing

@Suite struct EndWithTests {
  @Test func passes() {
    expectNoFailure {
      expect([1, 2]).to(endWith(2))
      expect("hello").to(endWith("lo"))
    }
  }

  @Test func fails() {
    expectMessages([
      "expected to end with <3>, got <[1, 2]>", "expected to end with <\"lo\">, got <\"help\">",
    ]) {
      expect([1, 2]).to(endWith(3))
      expect("help").to(endWith("lo"))
    }
  }

  @Test func negation() {
    expectNoFailure { expect([1, 2]).toNot(endWith(1)) }
    expectMessage("expected to not end with <2>, got <[1, 2]>") {
      expect([1, 2]).toNot(endWith(2))
    }
  }

  @Test func nilFails() {
    expectMessage("expected to end with <3>, got <nil>") {
      expect(nil as [Int]?).to(endWith(3))
    }
  }

  @Test func foundationArrays() {
    let array: NSArray = [1, 2]
    expectNoFailure {
      expect(array).to(endWith(2))
      expect(array).toNot(endWith(1))
      expect(NSArray()).toNot(endWith(1))
    }
    expectMessages([
      "expected to end with <3>, got <[1, 2]>",
      "expected to not end with <2>, got <[1, 2]>",
      "expected to end with <3>, got <nil>",
    ]) {
      expect(array).to(endWith(3))
      expect(array).toNot(endWith(2))
      expect(nil as NSArray?).to(endWith(3))
    }
  }
}
