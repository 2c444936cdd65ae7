import BriskFixtures
import BriskTestSupport
import Testing

@Suite struct LeakCheckingTraitTests {
  private let leak =
    "expected <LeakyScreen> to be released when the test ends, but it is still alive"

  @Test(.checksForLeaks) func aTestUnderTheTraitCanTrack() {
    let screen = LeakyScreen()
    screen.makeCycle()
    trackForLeaks(screen)
    screen.breakCycle()
  }

  @Test func catchesARetainCycleWhenTheTestEnds() async throws {
    let test = try #require(Test.current)
    let line: UInt = #line + 7
    let failures = await withFailureCollection {
      try? await LeakCheckingTrait.checksForLeaks.provideScope(
        for: test, testCase: Test.Case.current
      ) {
        let screen = LeakyScreen()
        screen.makeCycle()
        trackForLeaks(screen)
      }
    }
    #expect(failures.map(\.message) == [leak])
    #expect(failures.first?.location.line == line)
  }

  @Test func passesOnceTheCycleIsBroken() async throws {
    let test = try #require(Test.current)
    await expectMessages([]) {
      try? await LeakCheckingTrait.checksForLeaks.provideScope(
        for: test, testCase: Test.Case.current
      ) {
        let screen = LeakyScreen()
        screen.makeCycle()
        trackForLeaks(screen)
        screen.breakCycle()
      }
    }
  }

  @Test func scopesEachTestCaseAndNeverAWholeSuite() throws {
    let test = try #require(Test.current)
    let trait = LeakCheckingTrait.checksForLeaks
    #expect(trait.isRecursive)
    #expect(trait.scopeProvider(for: test, testCase: nil) == nil)
    #expect(trait.scopeProvider(for: test, testCase: Test.Case.current) != nil)
  }
}
