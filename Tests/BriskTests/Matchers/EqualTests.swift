import BriskCore
import BriskTestSupport
import Testing

private struct User: Equatable {
  var name: String
  var age: Int
}

@Suite struct EqualTests {
  @Test func passesForEqualValues() {
    expectNoFailure {
      #expect(expect(1).to(equal(1)).status == .passed)
      expect("a").to(equal("a"))
      expect([1, 2]).to(equal([1, 2]))
      expect(["k": 1]).to(equal(["k": 1]))
      expect(Set([1, 2])).to(equal(Set([2, 1])))
      expect(Optional(3)).to(equal(3))
      expect(nil as Int?).to(equal(nil))
    }
  }

  @Test func failsWithBothValues() {
    expectMessage("expected to equal <2>, got <1>") {
      #expect(expect(1).to(equal(2)).status == .failed)
    }
  }

  @Test func negation() {
    expectNoFailure {
      expect(1).toNot(equal(2))
      expect(1).toNot(equal(2))
      expect(1 as Int?).toNot(equal(nil))
    }
    expectMessages(["expected to not equal <2>, got <2>", "expected to not equal <2>, got <2>"]) {
      expect(2).toNot(equal(2))
      expect(2).toNot(equal(2))
    }
  }

  @Test func nilActualFailsBothWaysWithAHint() {
    expectMessages([
      "expected to equal <2>, got <nil>\n(use beNil() to match nil)",
      "expected to not equal <2>, got <nil>\n(use beNil() to match nil)",
    ]) {
      expect(nil as Int?).to(equal(2))
      expect(nil as Int?).toNot(equal(2))
    }
  }

  @Test func nilExpectedMatchesOnlyNil() {
    expectMessage("expected to equal <nil>, got <1>") {
      expect(1 as Int?).to(equal(nil))
    }
  }

  @Test func descriptionGoesOnItsOwnFirstLine() {
    expectMessage("total after checkout\nexpected to equal <2>, got <1>") {
      expect(1).to(equal(2), description: "total after checkout")
    }
  }

  @Test func stringsAreQuotedAndDiffed() {
    expectMessage(
      """
      expected to equal <"hello world">, got <"hello wurld">
      difference (- expected, + actual), first at line 1, column 8:
      - hello world
      + hello wurld
               ^
      """
    ) {
      expect("hello wurld").to(equal("hello world"))
    }
  }

  @Test func arraysShowFirstDifferenceMissingAndExtra() {
    expectMessage(
      """
      expected to equal <[1, 2, 3]>, got <[1, 5, 3, 4]>
      count: expected 3, got 4
      first difference at index 1: expected <2>, got <5>
      missing: <[2]>
      extra: <[5, 4]>
      """
    ) {
      expect([1, 5, 3, 4]).to(equal([1, 2, 3]))
    }
  }

  @Test func structsShowFieldDifferences() {
    expectMessage(
      """
      expected to equal <User(name: "Ann", age: 3)>, got <User(name: "Ann", age: 4)>
      differences:
        .age: expected <3>, got <4>
      """
    ) {
      expect(User(name: "Ann", age: 4)).to(equal(User(name: "Ann", age: 3)))
    }
  }

  @Test func dictionariesShowDifferingKeysSorted() {
    expectMessage(
      """
      expected to equal <["a": 1, "b": 2, "c": 4]>, got <["a": 1, "b": 3, "d": 5]>
      differences:
        ["b"]: expected <2>, got <3>
        ["c"]: expected <4>, got no entry
        ["d"]: expected no entry, got <5>
      """
    ) {
      expect(["b": 3, "a": 1, "d": 5]).to(equal(["a": 1, "b": 2, "c": 4]))
    }
  }

  @Test func setsShowMissingAndExtraSorted() {
    expectMessage(
      """
      expected to equal <[1, 2, 10]>, got <[1, 3, 10]>
      missing: <[2]>
      extra: <[3]>
      """
    ) {
      expect(Set([10, 3, 1])).to(equal(Set([1, 2, 10])))
    }
  }

  @Test func tuplesUpToSix() {
    expectNoFailure {
      expect((1, "a")).to(equal((1, "a")))
      expect((1, "a", 2.5)).to(equal((1, "a", 2.5)))
      expect((1, 2, 3, 4)).to(equal((1, 2, 3, 4)))
      expect((1, 2, 3, 4, 5)).to(equal((1, 2, 3, 4, 5)))
      expect((1, 2, 3, 4, 5, "six")).to(equal((1, 2, 3, 4, 5, "six")))
    }
    expectMessages([
      """
      expected to equal <(1, "a")>, got <(1, "b")>
      differences:
        .1: expected <"a">, got <"b">
      """,
      "expected to not equal <(1, 2, 3, 4, 5, 6)>, got <(1, 2, 3, 4, 5, 6)>",
      "expected to equal <(1, 2)>, got <nil>\n(use beNil() to match nil)",
    ]) {
      expect((1, "b")).to(equal((1, "a")))
      expect((1, 2, 3, 4, 5, 6)).toNot(equal((1, 2, 3, 4, 5, 6)))
      expect(nil as (Int, Int)?).to(equal((1, 2)))
    }
  }

  @Test func largeValuesAreTruncatedWithTheElidedCount() {
    let big = Array(0..<1_000)
    let messages = failureMessages { expect(big).to(equal([])) }
    let first = messages.first?.split(separator: "\n").first.map(String.init)
    #expect(
      first
        == "expected to equal <[]>, got <[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, "
        + "16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, … (968 more)]>")
  }
}
