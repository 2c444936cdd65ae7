import Brisk
import BriskTestSupport
import Testing

/// A helper written against the protocol, as Nimble helpers are.
private func both<M: AsyncableMatcher>(_ matcher: M) -> AsyncMatcher<M.Value> {
  matcher.asyncMatcher && matcher.asyncMatcher
}

@Suite struct AsyncableMatcherTests {
  @Test func aSynchronousMatcherRunsAsAnAsyncOne() async {
    await expectMessages([]) {
      await expecta(2).to(equal(2).asyncMatcher)
      await expecta(3).toNot(equal(2).asyncMatcher)
      await expecta(2).to(both(equal(2)))
    }
    await expectMessages([
      "expected to equal <2>, got <3>",
      "expected to not equal <2>, got <2>",
      "expected to equal <2>, got <nil>\n(use beNil() to match nil)",
      "expected to equal <2>, got unexpected error thrown: <Boom()>",
    ]) {
      await expecta(3).to(equal(2).asyncMatcher)
      await expecta(2).toNot(equal(2).asyncMatcher)
      await expecta(nil as Int?).to(equal(2).asyncMatcher)
      await expect { () async throws -> Int in throw Boom() }.to(equal(2).asyncMatcher)
    }
  }
}

private struct Boom: Error {}
