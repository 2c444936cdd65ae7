import BriskCore
import BriskTestSupport
import Testing

@Suite struct MatchTests {
  @Test func passes() {
    expectNoFailure {
      expect("123").to(match("^[0-9]+$"))
      expect("order #42 shipped").to(match("#[0-9]+"))
    }
  }

  @Test func fails() {
    expectMessage("expected to match <\"^[0-9]+$\">, got <\"12a\">") {
      expect("12a").to(match("^[0-9]+$"))
    }
  }

  @Test func negation() {
    expectNoFailure { expect("abc").toNot(match("[0-9]")) }
    expectMessage("expected to not match <\"^[0-9]+$\">, got <\"123\">") {
      expect("123").toNot(match("^[0-9]+$"))
    }
  }

  @Test func nilFails() {
    expectMessage("expected to match <\"a\">, got <nil>") {
      expect(nil as String?).to(match("a"))
    }
  }

  @Test func anInvalidPatternFailsBothWaysNamingTheProblem() {
    expectMessages([
      "expected to match <\"(\">, got <\"a\">\ninvalid regular expression <\"(\">",
      "expected to not match <\"(\">, got <\"a\">\ninvalid regular expression <\"(\">",
    ]) {
      expect("a").to(match("("))
      expect("a").toNot(match("("))
    }
  }
}
