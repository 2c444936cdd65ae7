import BriskFixtures
import BriskTestSupport
import Testing

@Suite struct WithLeakTrackingTests {
  private let leak =
    "expected <LeakyScreen> to be released when withLeakTracking ends, but it is still alive"

  @Test func passesWhenTheTrackedObjectsAreReleased() {
    expectNoFailure {
      withLeakTracking {
        let screen = LeakyScreen()
        trackForLeaks(screen)
        trackForLeaks(PlainScreen())
      }
    }
  }

  @Test func catchesARetainCycleAtTheLineItWasTracked() {
    var line: UInt = 0
    let failures = withFailureCollection {
      withLeakTracking {
        let screen = LeakyScreen()
        screen.makeCycle()
        line = #line + 1
        trackForLeaks(screen)
      }
    }
    #expect(failures.map(\.message) == [leak])
    #expect(failures.first?.location.line == line)
    #expect(failures.first?.location.fileID == "BriskFixturesTests/WithLeakTrackingTests.swift")
  }

  @Test func passesOnceTheCycleIsBroken() {
    expectNoFailure {
      withLeakTracking {
        let screen = LeakyScreen()
        screen.makeCycle()
        trackForLeaks(screen)
        screen.breakCycle()
      }
    }
  }

  @Test func reportsEveryLeakOldestFirst() {
    let failures = withFailureCollection {
      withLeakTracking {
        let (first, second) = (LeakyScreen(), LeakyScreen())
        first.makeCycle()
        second.makeCycle()
        trackForLeaks(first)
        trackForLeaks(PlainScreen())
        trackForLeaks(second)
      }
    }
    #expect(failures.map(\.message) == [leak, leak])
    #expect(failures.map(\.location.line).sorted() == failures.map(\.location.line))
  }

  @Test func checksEvenWhenTheBodyThrows() {
    struct Stop: Error {}
    let failures = withFailureCollection {
      #expect(throws: Stop.self) {
        try withLeakTracking {
          let screen = LeakyScreen()
          screen.makeCycle()
          trackForLeaks(screen)
          throw Stop()
        }
      }
    }
    #expect(failures.map(\.message) == [leak])
  }

  @Test func nestedScopesEachCheckTheirOwnObjects() {
    var order: [String] = []
    let failures = withFailureCollection {
      withLeakTracking {
        let outer = LeakyScreen()
        outer.makeCycle()
        trackForLeaks(outer)
        let inner = withFailureCollection {
          withLeakTracking {
            let screen = LeakyScreen()
            screen.makeCycle()
            trackForLeaks(screen)
          }
        }
        order.append(contentsOf: inner.map { _ in "inner" })
      }
    }
    order.append(contentsOf: failures.map { _ in "outer" })
    #expect(order == ["inner", "outer"])
  }

  @Test func asyncScopeChecksAfterTheBodyReturns() async {
    await expectMessages([leak]) {
      await withLeakTracking {
        let screen = LeakyScreen()
        screen.makeCycle()
        trackForLeaks(screen)
        await Task.yield()
      }
    }
    await expectMessages([]) {
      await withLeakTracking {
        let screen = LeakyScreen()
        trackForLeaks(screen)
        await Task.yield()
      }
    }
  }

  @Test func theScopeIsOneOfBrisksWaits() async {
    var inside = false
    withLeakTracking { inside = WaitScope.isWaiting }
    #expect(inside)
    inside = false
    await withLeakTracking {
      await Task.yield()
      inside = WaitScope.isWaiting
    }
    #expect(inside)
    #expect(!WaitScope.isWaiting)
  }
}
