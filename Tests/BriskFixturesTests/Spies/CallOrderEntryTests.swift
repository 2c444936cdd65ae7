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
}
