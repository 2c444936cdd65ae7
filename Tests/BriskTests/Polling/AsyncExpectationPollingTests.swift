import BriskCore
import BriskTestSupport
import Testing

private actor Store {
  var items: [String] = []
  func add(_ item: String) { items.append(item) }
}

@Suite struct AsyncExpectationPollingTests {
  @Test func pollsAnAsyncExpression() async {
    let store = Store()
    Task {
      try? await Task.sleep(nanoseconds: 10_000_000)
      await store.add("apple")
    }
    await expectMessages([]) {
      await expect { await store.items }.toEventually(
        haveCount(1), timeout: .seconds(30), pollInterval: .milliseconds(2))
      await expect { await store.items }.toEventuallyNot(beEmpty())
      await expect { await store.items }.toAlways(
        contain("apple"), until: .milliseconds(10), pollInterval: .milliseconds(5))
      await expect { await store.items }.toNever(
        haveCount(3), until: .milliseconds(10), pollInterval: .milliseconds(5))
    }
  }

  @Test func failureMessages() async {
    let store = Store()
    await expectMessages([
      "expected to eventually have count <1>, got <[]> (count 0)\ntimed out after 20 ms, polling every 20 ms",
      "expected to never be empty, got <[]>\nmatched while polling",
    ]) {
      await expect { await store.items }.toEventually(
        haveCount(1), timeout: .milliseconds(20), pollInterval: .milliseconds(20))
      await expect { await store.items }.toNever(beEmpty())
    }
  }
}
