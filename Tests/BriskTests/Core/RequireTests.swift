import BriskCore
import BriskTestSupport
import Testing

private struct User {
  var name: String
}

@Suite struct RequireTests {
  @Test func returnsTheValueWhenTheMatcherPasses() throws {
    let user = try require(User(name: "Ann") as User?).toNot(beNil())
    #expect(user.name == "Ann")
    #expect(try require(3).to(beGreaterThan(2)) == 3)
    #expect(try require(3).toNot(equal(4)) == 3)
    #expect(try unwrap(Optional("x")) == "x")
  }

  @Test func reportsThenThrowsWhenTheMatcherFails() {
    let messages = failureMessages {
      do {
        _ = try require(1).to(equal(2), description: "id")
        Issue.record("require did not throw")
      } catch let error as RequireError {
        #expect(error.failure.message == "id\nexpected to equal <2>, got <1>")
        #expect(error.description.hasPrefix("requirement failed at BriskTests/RequireTests.swift:"))
      } catch {
        Issue.record("unexpected \(error)")
      }
    }
    #expect(messages == ["id\nexpected to equal <2>, got <1>"])
  }

  @Test func unwrapReportsNil() {
    expectMessage("expected to not be nil, got <nil>") {
      #expect(throws: RequireError.self) { try unwrap(nil as Int?) }
    }
  }

  @Test func aPassOnNilHasNoValueToReturn() {
    expectMessage(
      "expected to return a value, got <nil>\n(the requirement passed, but there is no value to return)"
    ) {
      #expect(throws: RequireError.self) { try require(nil as Int?).to(beNil()) }
    }
  }

  @Test func asyncForms() async throws {
    let value = try await require { () async -> Int? in 5 }.to(equal(5))
    #expect(value == 5)
    #expect(try await unwrap { () async -> Int? in 6 } == 6)
    await expectMessages([
      "expected to not be nil, got <nil>", "expected to not equal <1>, got <1>",
    ]) {
      _ = try? await unwrap { () async -> Int? in nil }
      _ = try? await require { () async -> Int in 1 }.toNot(equal(1))
    }
  }
}

@Suite struct RequireClosureTests {
  /// A function, or a closure held in a variable, is called, as with `expect`.
  @Test func aFunctionOrClosureVariableIsCalled() async throws {
    var calls = 0
    func count() -> Int {
      calls += 1
      return calls
    }
    let counted: () -> Int = count
    #expect(try require(count).toNot(beNil()) == 1)
    #expect(try require(counted).toNot(beNil()) == 2)
    let asynchronous: () async -> Int = { 7 }
    #expect(try await require(asynchronous).to(equal(7)) == 7)
  }

  @Test func theSyncClosureFormWorksLikeNimbles() throws {
    #expect(try require { 2 + 2 }.to(equal(4)) == 4)
    expectMessage("expected to equal <5>, got <4>") {
      _ = try? require { 2 + 2 }.to(equal(5))
    }
  }
}
