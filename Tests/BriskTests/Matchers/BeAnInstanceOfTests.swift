import BriskCore
import BriskTestSupport
import Testing

private class Base {}
private final class Derived: Base {}

@Suite struct BeAnInstanceOfTests {
  @Test func passesForTheExactType() {
    expectNoFailure {
      expect(Derived() as Base).to(beAnInstanceOf(Derived.self))
      expect(1).to(beAnInstanceOf(Int.self))
    }
  }

  @Test func failsForASubclass() {
    expectMessage("expected to be an instance of <Base>, got <Derived>") {
      expect(Derived() as Base).to(beAnInstanceOf(Base.self))
    }
  }

  @Test func negation() {
    expectNoFailure { expect(Derived() as Base).toNot(beAnInstanceOf(Base.self)) }
    expectMessage("expected to not be an instance of <Int>, got <1> of type <Int>") {
      expect(1 as Any).toNot(beAnInstanceOf(Int.self))
    }
  }

  @Test func nilFails() {
    expectMessage("expected to be an instance of <Base>, got <nil>") {
      expect(nil as Base?).to(beAnInstanceOf(Base.self))
    }
  }
}
