import Brisk
import BriskTestSupport
import Testing

private struct User { let name: String }

private func shout(_ user: User) async -> String { user.name.uppercased() }

private func beNamed(_ name: String) -> AsyncMatcher<String> {
  AsyncMatcher.simple("be named \(name)") { expression in
    MatcherStatus(bool: try await expression.evaluate() == name)
  }
}

@Suite struct MapAsyncTests {
  @Test func anAsyncTransformOrMatcherPassesAndFails() async {
    await expectMessages([]) {
      await expecta(User(name: "Ann")).to(map(shout, equal("ANN")))
      await expecta(User(name: "Ann")).to(map(\.name, beNamed("Ann")))
      await expecta(User(name: "Ann")).toNot(map(shout, beNamed("Ann")))
    }
    await expectMessages([
      "expected to equal <\"BOB\">, got <\"ANN\">\n"
        + "difference (- expected, + actual), first at line 1, column 1:\n- BOB\n+ ANN\n  ^\n"
        + "mapped from <User(name: \"Ann\")>",
      "expected to not be named Ann, got <\"Ann\">\nmapped from <User(name: \"Ann\")>",
      "expected to equal <\"ANN\">, got <nil>\n(use beNil() to match nil)",
    ]) {
      await expecta(User(name: "Ann")).to(map(shout, equal("BOB")))
      await expecta(User(name: "Ann")).toNot(map(\.name, beNamed("Ann")))
      await expecta(nil as User?).to(map(shout, equal("ANN")))
    }
  }

  @Test func compactMapFailsWhenTheTransformReturnsNil() async {
    await expectMessages([]) {
      await expecta("1").to(compactMap({ Int($0) }, beNamedNumber(1)))
      await expecta("1").toNot(compactMap({ Int($0) }, beNamedNumber(2)))
    }
    await expectMessages([
      "expected to map to <Int>, got <\"four\">\nthe transform returned nil",
      "expected to not map to <Int>, got <\"four\">\nthe transform returned nil",
      "expected to be 2, got <1>\nmapped from <\"1\">",
    ]) {
      await expecta("four").to(compactMap({ Int($0) }, beNamedNumber(1)))
      await expecta("four").toNot(compactMap({ Int($0) }, beNamedNumber(1)))
      await expecta("1").to(compactMap({ Int($0) }, beNamedNumber(2)))
    }
  }
}

private func beNamedNumber(_ number: Int) -> AsyncMatcher<Int> {
  AsyncMatcher.simple("be \(number)") { expression in
    MatcherStatus(bool: try await expression.evaluate() == number)
  }
}
