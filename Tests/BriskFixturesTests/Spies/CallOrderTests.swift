import BriskFixtures
import BriskTestSupport
import Testing

private final class Root {}
private final class Detail {}

/// Shaped as `brisk spy` writes a spy: a `Call` enum for the log, one log per method's arguments.
private final class StoreSpy {
  enum Call: Hashable, Sendable {
    case save
    case load
  }

  let log = CallLog<Call>()
  let saveCalls = CallLog<Int>()

  func save(_ id: Int) {
    log.record(.save)
    saveCalls.record(id)
  }

  func load() {
    log.record(.load)
  }
}

@MainActor @Suite struct CallOrderTests {
  private let root = Root()
  private let detail = Detail()

  @Test func recordsTheCallsOfEveryKindOfDoubleInOrder() {
    let store = StoreSpy()
    let presenter = PresenterSpy<AnyObject>()
    let alerts = AlertSpy()
    let animator = RecordingAnimator()
    let order = CallOrder()
    order.record {
      store.load()
      animator.animate(withDuration: 0.3, animations: {})
      presenter.present(detail: detail, from: root)
      alerts.present(.alert(title: "Saved", actions: [.default("OK")]), from: root)
      store.save(7)
    }
    #expect(
      order.entries == [
        "StoreSpy.load",
        "Animator.animate(duration: 0.3)",
        "PresenterSpy.detail(<Detail>) from <Root>",
        #"AlertSpy.present(alert(title: "Saved", actions: [.default("OK")]))"#,
        "StoreSpy.save",
      ])
    #expect(store.saveCalls.calls == [7])
  }

  @Test func recordsNothingOutsideItsScope() {
    let store = StoreSpy()
    let order = CallOrder()
    store.save(1)
    order.record { store.load() }
    store.save(2)
    #expect(order.entries == ["StoreSpy.load"])
    #expect(store.log.calls == [.save, .load, .save])
  }

  @Test func theTextFormHasOneEntryALine() {
    let store = StoreSpy()
    let order = CallOrder()
    order.record {
      store.load()
      store.save(1)
    }
    order.append("ClockFake.advance")
    #expect(order.text == "StoreSpy.load\nStoreSpy.save\nClockFake.advance")
    order.reset()
    #expect(order.entries.isEmpty)
    #expect(order.text == "")
  }

  @Test func recordsAcrossAwaitsAndInTasksStartedInside() async {
    let order = CallOrder()
    let log = CallLog<StoreSpy.Call>()
    let value = await order.record { () async -> Int in
      log.record(.load)
      await Task { log.record(.save) }.value
      return 3
    }
    #expect(value == 3)
    #expect(order.entries == ["StoreSpy.load", "StoreSpy.save"])
  }

  @Test func returnsAndRethrowsWhatTheBodyDoes() {
    struct Failure: Error {}
    let order = CallOrder()
    #expect(order.record { 2 } == 2)
    #expect(throws: Failure.self) { try order.record { throw Failure() } }
  }
}
