import BriskCore
import BriskTestSupport
import Testing

private class Base {}
private final class Derived: Base {}

@Suite struct BeAKindOfTests {
  @Test func passesForTheTypeAndSubtypes() {
    let value: Any = Derived()
    expectNoFailure {
      expect(value).to(beAKindOf(Base.self))
      expect(Derived()).to(beAKindOf(Derived.self))
      expect(1 as Any).to(beAKindOf(Int.self))
    }
  }

  @Test func failsNamingTheActualType() {
    expectMessages([
      "expected to be a kind of <String>, got <1> of type <Int>",
      "expected to be a kind of <Derived>, got <Base>",
    ]) {
      expect(1 as Any).to(beAKindOf(String.self))
      expect(Base()).to(beAKindOf(Derived.self))
    }
  }

  @Test func negation() {
    expectNoFailure { expect(1 as Any).toNot(beAKindOf(String.self)) }
    expectMessage("expected to not be a kind of <Base>, got <Derived>") {
      expect(Derived() as Base).toNot(beAKindOf(Base.self))
    }
  }

  @Test func nilFails() {
    expectMessage("expected to be a kind of <String>, got <nil>") {
      expect(nil as Any?).to(beAKindOf(String.self))
    }
  }
}
