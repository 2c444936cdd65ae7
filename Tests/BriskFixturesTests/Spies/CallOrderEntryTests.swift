import BriskFixtures
import BriskTestSupport
import Testing

private final class ListSpy<Item> {
  enum Call: Hashable, Sendable {
    case reload
    case insert(at: Int)
  }

  let log = CallLog<Call>()
}

private enum Outer {
  enum Call: Hashable, Sendable {
    case ping
  }
}

@Suite struct CallOrderEntryTests {
  @Test func aSpysCallReadsAsTheSpyAndTheCase() {
    let order = CallOrder()
    let spy = ListSpy<String>()
    order.record {
      spy.log.record(.reload)
      spy.log.record(.insert(at: 2))
      CallLog<Outer.Call>().record(.ping)
    }
    #expect(order.entries == ["ListSpy.reload", "ListSpy.insert(at: 2)", "Outer.ping"])
  }

  @Test func aLogOfArgumentsIsNotACall() {
    let order = CallOrder()
    order.record {
      CallLog<Int>().record(1)
      CallLog<(id: Int, name: String)>().record((id: 1, name: "a"))
      CallLog<String>().record("Call")
    }
    #expect(order.entries.isEmpty)
  }

  // The entries CallOrder's, CallOrderEntry's and haveReceivedInOrder's docs show, as recorded.
  @Test func theDocumentedEntriesAreTheRecordedOnes() {
    final class Root {}
    final class Login {}
    let (root, login) = (Root(), Login())
    let order = CallOrder()
    let presenter = PresenterSpy<AnyObject>()
    let alerts = AlertSpy()
    order.record {
      presenter.present(modal: login, from: root, animated: true, completion: nil)
      alerts.present(.alert(title: "Saved", actions: [.default("OK")]), from: root)
    }
    #expect(
      order.entries == [
        "PresenterSpy.modal(<Login>, animated: true) from <Root>",
        #"AlertSpy.present(alert(title: "Saved", actions: [.default("OK")]))"#,
      ])
    expectNoFailure {
      expect(order).to(haveReceivedInOrder("PresenterSpy.modal", "AlertSpy.present"))
      expect(order).toNot(haveReceivedInOrder("PresenterSpy.present"))
    }
  }
}
