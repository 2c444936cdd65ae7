import BriskFixtures
import Testing

private final class CounterSpy: @unchecked Sendable {
  @Stubbed var value = 0
  @Stubbed var handler: (@Sendable (Int) -> Int)?
}

/// Compiles only for a `Sendable` value.
private func sendable<Value: Sendable>(_ value: Value) -> Value { value }

@Suite struct StubbedTests {
  @Test func keepsWhatTheTestSets() {
    let spy = CounterSpy()
    #expect(spy.value == 0)
    #expect(spy.handler == nil)
    spy.value = 3
    spy.handler = { $0 * 2 }
    #expect(spy.value == 3)
    #expect(spy.handler?(4) == 8)
  }

  @Test func worksAsAStaticStore() {
    let store = Stubbed(wrappedValue: "a")
    store.wrappedValue = "b"
    #expect(store.wrappedValue == "b")
  }

  @Test func isSendableWhenItsValueIs() {
    // A Stubbed of a non-Sendable value does not compile here (.ci/check-sendability).
    let store = sendable(Stubbed(wrappedValue: 1))
    store.wrappedValue = 2
    #expect(sendable(store).wrappedValue == 2)
  }

  @Test func concurrentWritesNeverTearAValue() async {
    let store = Stubbed(wrappedValue: [Int]())
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for _ in 0..<500 {
            store.wrappedValue = Array(repeating: task, count: 100)
            let seen = store.wrappedValue
            #expect(seen.count == 100 && Set(seen).count == 1)
          }
        }
      }
    }
    #expect(store.wrappedValue.count == 100)
  }
}
