import BriskCore
import BriskTestSupport
import Foundation
import Testing

private struct Options: OptionSet {
  let rawValue: Int
  static let one = Options(rawValue: 1)
}

@Suite struct BeEmptyTests {
  @Test func passesForEmptyCollections() {
    expectNoFailure {
      expect([Int]()).to(beEmpty())
      expect("").to(beEmpty())
      expect([String: Int]()).to(beEmpty())
      expect(Set<Int>()).to(beEmpty())
    }
  }

  @Test func fails() {
    expectMessages(["expected to be empty, got <[1, 2]>", "expected to be empty, got <\"ab\">"]) {
      expect([1, 2]).to(beEmpty())
      expect("ab").to(beEmpty())
    }
  }

  @Test func negation() {
    expectNoFailure { expect([1]).toNot(beEmpty()) }
    expectMessage("expected to not be empty, got <[]>") {
      expect([Int]()).toNot(beEmpty())
    }
  }

  @Test func nilFailsBothWays() {
    expectMessages(["expected to be empty, got <nil>", "expected to not be empty, got <nil>"]) {
      expect(nil as [Int]?).to(beEmpty())
      expect(nil as [Int]?).toNot(beEmpty())
    }
  }

  @Test func foundationCollectionsAndStrings() {
    expectNoFailure {
      expect(NSArray()).to(beEmpty())
      expect(NSSet()).to(beEmpty())
      expect(NSDictionary()).to(beEmpty())
      expect("" as NSString).to(beEmpty())
      expect([1].lazy.filter { $0 > 1 }).to(beEmpty())
      expect(NSArray(array: [1])).toNot(beEmpty())
    }
    expectMessages([
      "expected to be empty, got <[1, 2]>",
      "expected to not be empty, got <[]>",
      "expected to be empty, got <nil>",
      "expected to be empty, got <\"hi\">",
      "expected to not be empty, got <\"\">",
      "expected to be empty, got <nil>",
    ]) {
      expect(NSArray(array: [1, 2])).to(beEmpty())
      expect(NSArray()).toNot(beEmpty())
      expect(nil as NSSet?).to(beEmpty())
      expect("hi" as NSString).to(beEmpty())
      expect("" as NSString).toNot(beEmpty())
      expect(nil as NSString?).to(beEmpty())
    }
  }

  @Test func optionSets() {
    expectNoFailure {
      expect(Options()).to(beEmpty())
      expect(Options.one).toNot(beEmpty())
    }
    expectMessages([
      "expected to be empty, got <Options(rawValue: 1)>",
      "expected to not be empty, got <Options(rawValue: 0)>",
      "expected to be empty, got <nil>",
    ]) {
      expect(Options.one).to(beEmpty())
      expect(Options()).toNot(beEmpty())
      expect(nil as Options?).to(beEmpty())
    }
  }
}
