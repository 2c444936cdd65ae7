import BriskCore
import BriskTestSupport
import Testing

private struct Wrapper: Equatable, CustomStringConvertible {
  var value: Int
  var description: String { "Wrapper(\(value))" }
}

/// `equal` with a value that is not optional: `equal(.init(…))`, and a bare literal in a
/// closure whose `Void` result would otherwise decide its type.
@Suite struct EqualNonOptionalTests {
  @Test func implicitMemberExpressionsTypeCheck() {
    expectNoFailure {
      expect(Wrapper(value: 1)).to(equal(.init(value: 1)))
      expect(Wrapper(value: 1)).toNot(equal(.init(value: 2)))
    }
    expectMessages([
      "expected to equal <Wrapper(2)>, got <Wrapper(1)>\ndifferences:\n  .value: expected <2>, got <1>",
      "expected to not equal <Wrapper(1)>, got <Wrapper(1)>",
      "expected to equal <Wrapper(2)>, got <nil>\n(use beNil() to match nil)",
    ]) {
      expect(Wrapper(value: 1)).to(equal(.init(value: 2)))
      expect(Wrapper(value: 1)).toNot(equal(.init(value: 1)))
      expect(nil as Wrapper?).to(equal(.init(value: 2)))
    }
  }

  @Test func aLiteralInAVoidClosureTypeChecks() throws {
    let requirement: () throws -> Void = { try require(1).to(equal(1)) }
    try requirement()
    let failing: () throws -> Void = { try require(1).to(equal(2)) }
    expectMessages(["expected to equal <2>, got <1>"]) {
      #expect(throws: RequireError.self) { try failing() }
    }
  }
}
