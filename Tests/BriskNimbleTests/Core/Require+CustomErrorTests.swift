import Brisk
import BriskTestSupport
import Testing

private struct MyCustomError: Error {}
private struct Missing: Error {}

private func load(_ value: Int?) async -> Int? {
  value
}

@Suite struct RequireCustomErrorTests {
  @Test func aCustomErrorIsThrownAfterTheFailureIsReported() async {
    expectMessages(["expected to equal <2>, got <1>", "expected to equal <2>, got <1>"]) {
      #expect(throws: MyCustomError.self) {
        try require(customError: MyCustomError(), 1).to(equal(2))
      }
      #expect(throws: MyCustomError.self) {
        try requires(customError: MyCustomError()) { 1 }.to(equal(2))
      }
    }
    await expectMessages(["expected to equal <2>, got <1>", "expected to equal <2>, got <1>"]) {
      await #expect(throws: MyCustomError.self) {
        try await requirea(customError: MyCustomError(), 1).to(equal(2))
      }
      await #expect(throws: MyCustomError.self) {
        try await require(customError: MyCustomError()) { await load(1) }.to(equal(2))
      }
    }
  }

  @Test func aCustomErrorIsThrownInsteadOfRequireError() async {
    expectMessages(["expected to not be nil, got <nil>", "expected to not be nil, got <nil>"]) {
      #expect(throws: Missing.self) { try unwrap(customError: Missing(), nil as Int?) }
      #expect(throws: Missing.self) { try unwraps(customError: Missing()) { nil as Int? } }
    }
    await expectMessages(["expected to not be nil, got <nil>"]) {
      await #expect(throws: Missing.self) {
        try await unwrapa(customError: Missing(), await load(nil))
      }
    }
  }

  @Test func aNilCustomErrorThrowsRequireErrorAndPassingThrowsNothing() throws {
    #expect(try require(customError: nil, 1).to(equal(1)) == 1)
    #expect(try unwrap(customError: MyCustomError(), Optional(2)) == 2)
    expectMessages(["expected to equal <2>, got <1>"]) {
      #expect(throws: RequireError.self) { try require(customError: nil, 1).to(equal(2)) }
    }
  }
}
