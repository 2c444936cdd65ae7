import BriskFixtures
import Testing

/// A reference type that is not `Sendable`, as a spy's stubbed values often are.
private final class Reference {
  var count = 0
}

/// Compiles only for a `Sendable` value.
private func sendable<Value: Sendable>(_ value: Value) -> Value { value }

@Suite struct UncheckedStubbedTests {
  @Test func holdsAValueThatIsNotSendable() {
    let store = sendable(UncheckedStubbed(wrappedValue: Reference()))
    #expect(store.wrappedValue.count == 0)
    let replacement = Reference()
    replacement.count = 3
    store.wrappedValue = replacement
    #expect(store.wrappedValue === replacement)
  }

  @Test func concurrentWritesNeverTearAValue() async {
    let store = UncheckedStubbed(wrappedValue: [Int]())
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
