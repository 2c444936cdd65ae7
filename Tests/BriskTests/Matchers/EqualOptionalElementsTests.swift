import BriskCore
import BriskTestSupport
import Testing

private struct Point: Equatable, CustomStringConvertible {
  var x: Int
  var description: String { "Point(\(x))" }
}

private func lookup(_ key: String) -> String? { key == "missing" ? nil : key }

@Suite struct EqualOptionalElementsTests {
  @Test func arraysCompareWithArraysOfOptionals() {
    let names = ["a", "b"]
    expectNoFailure {
      expect(names).to(equal([lookup("a"), lookup("b")]))
      expect(names) == [lookup("a"), lookup("b")]
      expect(names).toNot(equal([lookup("a"), lookup("missing")]))
    }
    expectMessages([
      "expected to equal <[\"a\", nil]>, got <[\"a\", \"b\"]>\n"
        + "first difference at index 1: expected <nil>, got <\"b\">\n"
        + "missing: <[nil]>\nextra: <[\"b\"]>",
      "expected to not equal <[\"a\", \"b\"]>, got <[\"a\", \"b\"]>",
      "expected to equal <[\"a\", nil]>, got <nil>\n(use beNil() to match nil)",
    ]) {
      expect(names) == [lookup("a"), lookup("missing")]
      expect(names).toNot(equal([lookup("a"), lookup("b")]))
      expect(nil as [String]?).to(equal([lookup("a"), lookup("missing")]))
    }
  }

  @Test func dictionariesCompareWithDictionariesOfOptionalValues() {
    let names = ["a": "a"]
    expectNoFailure {
      expect(names).to(equal(["a": lookup("a")]))
      expect(names) == ["a": lookup("a")]
    }
    expectMessages([
      "expected to equal <[\"a\": nil]>, got <[\"a\": \"a\"]>\n"
        + "differences:\n  [\"a\"]: expected <nil>, got <\"a\">",
      "expected to not equal <[\"a\": \"a\"]>, got <[\"a\": \"a\"]>",
      "expected to equal <[\"a\": nil]>, got <nil>\n(use beNil() to match nil)",
    ]) {
      expect(names) == ["a": lookup("missing")]
      expect(names).toNot(equal(["a": lookup("a")]))
      expect(nil as [String: String]?).to(equal(["a": lookup("missing")]))
    }
  }

  @Test func operatorsTakeAnImplicitMemberExpression() {
    let point = Point(x: 1)
    expectNoFailure {
      expect(point) == .init(x: 1)
      expect(point) != .init(x: 2)
    }
    expectMessages([
      "expected to equal <Point(2)>, got <Point(1)>\ndifferences:\n  .x: expected <2>, got <1>",
      "expected to not equal <Point(1)>, got <Point(1)>",
      "expected to equal <Point(1)>, got <nil>\n(use beNil() to match nil)",
    ]) {
      expect(point) == .init(x: 2)
      expect(point) != .init(x: 1)
      expect(nil as Point?) == .init(x: 1)
    }
  }
}
