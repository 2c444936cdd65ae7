import Brisk

extension Harness {
  static func exerciseTransactionRunning() {
    check("07 TransactionRunningSpy: rethrows hands the closures to the handler") {
      let spy = TransactionRunningSpy()
      var ran = false
      spy.run { ran = true }
      expect(ran) == false
      spy.runHandler = { body in try? body() }
      spy.run { ran = true }
      expect(ran) == true
      expect(spy.runCalls.count) == 2

      spy.performHandler = { name, work in (try? work()).map { $0 + name.count } ?? -1 }
      expect(spy.perform(named: "abc") { 10 }) == 13
      expect(spy.performCalls.last) == "abc"
    }
  }
}
