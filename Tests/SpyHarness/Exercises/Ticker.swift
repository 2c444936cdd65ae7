import Brisk

extension Harness {
  static func exerciseTicker() {
    check("09 TickerSpy: comments and attributes anywhere") {
      let spy = TickerSpy()
      spy.tickReturnValue = true
      spy.tick(2, label: "b")
      spy.stop()
      spy.name = "clock"
      expect(spy.tickCalls.last?.count) == 2
      expect(spy.log.calls) == [.tick, .stop]
      expect(spy.name) == "clock"
    }
  }
}
