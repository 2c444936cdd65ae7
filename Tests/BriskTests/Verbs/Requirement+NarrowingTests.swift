import BriskCore
import BriskTestSupport
import Testing

private class Person {
  let name: String
  init(name: String) { self.name = name }
}
private class Admin: Person {
  var level = 1
}
private final class SuperAdmin: Admin {}

private struct StopTest: Error {}

/// An async source of the signed-in user.
private func signedIn(_ user: Person) async -> Person {
  await Task.yield()
  return user
}

@Suite struct RequirementNarrowingTests {
  @Test func beAKindOfReturnsTheCheckedType() throws {
    let user: Person = Admin(name: "Ada")
    let admin = try require(user).to(beAKindOf(Admin.self))
    admin.level = 3
    #expect(admin.level == 3)
    let fromSubclass = try require(SuperAdmin(name: "Bo") as Person).to(beAKindOf(Admin.self))
    #expect(fromSubclass.name == "Bo")
    let fromAny = try require(7 as Any).to(beAKindOf(Int.self))
    #expect(fromAny + 1 == 8)
  }

  @Test func beAnInstanceOfReturnsTheCheckedType() throws {
    let user: Person = Admin(name: "Ada")
    let admin = try require(user).to(beAnInstanceOf(Admin.self))
    #expect(admin.level == 1)
  }

  @Test func aFailedCheckReportsAndThrows() {
    expectMessages([
      "expected to be a kind of <Admin>, got <Person>",
      "expected to be an instance of <Admin>, got <SuperAdmin>",
      "the user\nexpected to be a kind of <String>, got <1> of type <Int>",
    ]) {
      #expect(throws: RequireError.self) {
        try require(Person(name: "Ann")).to(beAKindOf(Admin.self))
      }
      #expect(throws: RequireError.self) {
        try require(SuperAdmin(name: "Bo") as Person).to(beAnInstanceOf(Admin.self))
      }
      #expect(throws: RequireError.self) {
        try require(1 as Any).to(beAKindOf(String.self), description: "the user")
      }
    }
  }

  @Test func nilReportsAndThrows() {
    expectMessages(["expected to be a kind of <Admin>, got <nil>"]) {
      #expect(throws: RequireError.self) {
        try require(nil as Person?).to(beAKindOf(Admin.self))
      }
    }
  }

  @Test func aCustomErrorIsThrownAfterTheReport() {
    expectMessages(["expected to be an instance of <Admin>, got <nil>"]) {
      #expect(throws: StopTest.self) {
        try Requirement(
          expression: { nil as Person? }, location: CodeLocation(), customError: StopTest()
        ).to(beAnInstanceOf(Admin.self))
      }
    }
  }

  @Test func theAsyncRequirementNarrowsToo() async throws {
    let admin = try await require { await signedIn(Admin(name: "Ada")) }.to(beAKindOf(Admin.self))
    #expect(admin.level == 1)
    await expectMessages(["expected to be a kind of <Admin>, got <Person>"]) {
      await #expect(throws: RequireError.self) {
        try await require { await signedIn(Person(name: "Ann")) }.to(beAKindOf(Admin.self))
      }
    }
  }

  /// Everywhere but `require(…).to`, the same call is the plain matcher.
  @Test func otherVerbsKeepThePlainMatcher() throws {
    let user: Person = Admin(name: "Ada")
    expectNoFailure {
      expect(user).to(beAKindOf(Admin.self))
      expect(user).toNot(beAnInstanceOf(SuperAdmin.self))
      expect(user).to(satisfyAllOf(beAKindOf(Person.self), beAnInstanceOf(Admin.self)))
    }
    let same: Person = try require(user).toNot(beAKindOf(SuperAdmin.self))
    #expect(same === user)
  }

  /// Wherever the result is typed as the requirement's value, as Nimble returns it, it still is.
  @Test func aResultTypedAsTheValueStillCompiles() throws {
    let user: Person = Admin(name: "Ada")
    let person: Person = try require(user).to(beAKindOf(Admin.self))
    #expect(person === user)
  }
}
