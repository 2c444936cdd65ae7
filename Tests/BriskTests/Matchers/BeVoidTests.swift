import BriskCore
import BriskTestSupport
import Testing

private func doNothing() {}

@Suite struct BeVoidTests {
  @Test func passesForVoid() {
    expectNoFailure {
      expect(()).to(beVoid())
      expect(doNothing()).to(beVoid())
      expect(()) == ()
    }
  }

  @Test func negationFailsForVoid() {
    expectMessages([
      "expected to not be void, got <()>",
      "expected to not be void, got <()>",
    ]) {
      expect(()).toNot(beVoid())
      expect(()) != ()
    }
  }

  @Test func nilIsNotVoid() {
    expectNoFailure {
      expect(nil as Void?).toNot(beVoid())
      expect(nil as Void?) != ()
    }
    expectMessage("expected to be void, got <nil>") {
      expect(nil as Void?).to(beVoid())
    }
  }
}
