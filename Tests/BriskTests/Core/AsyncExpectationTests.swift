import BriskCore
import BriskTestSupport
import Testing

private actor Counter {
  var value = 0
  func increment() -> Int {
    value += 1
    return value
  }
}

private struct Offline: Error {}

@Suite struct AsyncExpectationTests {
  @Test func awaitsTheExpressionEachTimeItIsChecked() async {
    let counter = Counter()
    let expectation = expect { await counter.increment() }
    await expectMessages(["expected to equal <1>, got <2>"]) {
      await expectation.to(equal(1))
      await expectation.to(equal(1))
    }
  }

  @Test func everyVerb() async {
    await expectMessages([
      "expected to equal <2>, got <1>", "expected to not equal <1>, got <1>",
      "expected to not equal <1>, got <1>",
    ]) {
      #expect(await expect { () async -> Int in 1 }.to(equal(1)).status == .passed)
      #expect(await expect { () async -> Int in 1 }.to(equal(2)).status == .failed)
      await expect { () async -> Int in 1 }.toNot(equal(1))
      await expect { () async -> Int in 1 }.toNot(equal(1))
    }
  }

  @Test func aThrownErrorAndThrowErrorMatchers() async {
    await expectMessages(["expected to equal <1>, got unexpected error thrown: <Offline()>"]) {
      await expect { () async throws -> Int in throw Offline() }.to(equal(1))
      await expect { () async throws -> Int in throw Offline() }.to(
        throwError(errorType: Offline.self))
    }
  }

  @Test func nilActual() async {
    await expectMessages(["expected to not be nil, got <nil>"]) {
      await expect { () async -> Int? in nil }.toNot(beNil())
    }
  }
}
