import BriskCore
import BriskTestSupport
import Foundation
import Testing

private struct Permissions: OptionSet {
  let rawValue: Int
  static let read = Permissions(rawValue: 1)
  static let write = Permissions(rawValue: 2)
  static let all: Permissions = [.read, .write]
}

@Suite struct ContainTests {
  @Test func passesForElementsAndSubstrings() {
    expectNoFailure {
      expect([1, 2, 3]).to(contain(2))
      expect([1, 2, 3]).to(contain(1, 3))
      expect(Set(["a", "b"])).to(contain("a"))
      expect("hello").to(contain("ell"))
      expect("hello").to(contain("h", "lo"))
    }
  }

  @Test func failsListingWhatIsMissing() {
    expectMessages([
      "expected to contain <4>, got <[1, 2, 3]>",
      "expected to contain <2, 4>, got <[1, 2, 3]>\nmissing: <4>",
      "expected to contain <\"world\">, got <\"hello\">",
    ]) {
      expect([1, 2, 3]).to(contain(4))
      expect([1, 2, 3]).to(contain(2, 4))
      expect("hello").to(contain("world"))
    }
  }

  @Test func negation() {
    expectNoFailure {
      expect([1, 2, 3]).toNot(contain(4))
      expect("hello").toNot(contain("xyz"))
    }
    expectMessages([
      "expected to not contain <2>, got <[1, 2, 3]>",
      "expected to not contain <\"ell\">, got <\"hello\">",
    ]) {
      expect([1, 2, 3]).toNot(contain(2))
      expect("hello").toNot(contain("ell"))
    }
  }

  @Test func nilFails() {
    expectMessages([
      "expected to contain <4>, got <nil>", "expected to not contain <\"a\">, got <nil>",
    ]) {
      expect(nil as [Int]?).to(contain(4))
      expect(nil as String?).toNot(contain("a"))
    }
  }

  @Test func noItemsIsAMistakeThatFailsBothWays() {
    expectMessages([
      "expected to contain <>, got <[1]>\ncontain() needs at least one item",
      "expected to not contain <>, got <\"a\">\ncontain() needs at least one item",
    ]) {
      expect([1]).to(contain())
      expect("a").toNot(contain())
    }
  }

  @Test func optionSets() {
    expectNoFailure {
      expect(Permissions.all).to(contain(.read, .write))
      expect(Permissions.read).toNot(contain(.write))
    }
    expectMessages([
      "expected to contain <Permissions(rawValue: 2)>, got <Permissions(rawValue: 1)>",
      "expected to not contain <Permissions(rawValue: 1)>, got <Permissions(rawValue: 1)>",
      "expected to contain <Permissions(rawValue: 2)>, got <nil>",
    ]) {
      expect(Permissions.read).to(contain(.write))
      expect(Permissions.read).toNot(contain(.read))
      expect(nil as Permissions?).to(contain(.write))
    }
  }

  @Test func foundationCollections() {
    let array: NSArray = [1, 2]
    expectNoFailure {
      expect(array).to(contain(1, 2))
      expect(NSSet(array: ["a", "b"])).to(contain("b"))
      expect(array).toNot(contain(3))
      expect("hello" as NSString).to(contain("ell" as NSString))
    }
    expectMessages([
      "expected to contain <3>, got <[1, 2]>",
      "expected to not contain <1>, got <[1, 2]>",
      "expected to contain <3>, got <nil>",
      "expected to contain <\"world\">, got <\"hello\">",
      "expected to not contain <\"ell\">, got <\"hello\">",
      "expected to contain <\"world\">, got <nil>",
    ]) {
      expect(array).to(contain(3))
      expect(array).toNot(contain(1))
      expect(nil as NSArray?).to(contain(3))
      expect("hello" as NSString).to(contain("world" as NSString))
      expect("hello" as NSString).toNot(contain("ell" as NSString))
      expect(nil as NSString?).to(contain("world" as NSString))
    }
  }

  @Test func arrayForm() {
    expectNoFailure {
      expect([1, 2, 3]).to(contain([1, 3]))
      expect([[1, 2], [3]]).to(contain([1, 2]))
      expect([1, 2]).toNot(contain([3]))
    }
    expectMessages([
      "expected to contain <2, 4>, got <[1, 2, 3]>\nmissing: <4>",
      "expected to not contain <1, 2>, got <[1, 2, 3]>",
      "expected to contain <4>, got <nil>",
    ]) {
      expect([1, 2, 3]).to(contain([2, 4]))
      expect([1, 2, 3]).toNot(contain([1, 2]))
      expect(nil as [Int]?).to(contain([4]))
    }
  }
}
