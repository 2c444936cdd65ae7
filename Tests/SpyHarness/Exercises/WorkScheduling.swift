import Brisk

extension Harness {
  static func exerciseWorkScheduling() async {
    await check("12 WorkSchedulingSpy: closures of every kind, from any task") {
      let spy = WorkSchedulingSpy()
      var performed = false
      spy.perform { performed = true }
      expect(performed) == false
      spy.performHandler = { work in work() }
      spy.perform { performed = true }
      expect(performed) == true
      expect(spy.performCalls.count) == 2

      let counter = CallLog<Int>()
      spy.schedule(after: 1.5) { counter.record(1) }
      expect(spy.scheduleCalls.last?.delay) == 1.5
      spy.scheduleCalls.last?.work()
      expect(counter.count) == 1

      spy.observe { counter.record($0) }
      spy.observe(nil)
      spy.observeCalls.calls.first??(5)
      expect(counter.calls) == [1, 5]

      spy.mapHandler = { values, transform in values.compactMap { try? transform($0) } }
      expect(spy.map([1, 2]) { "\($0)" }) == ["1", "2"]

      await spy.run { counter.record(9) }
      try await spy.runCalls.last?()
      expect(counter.calls) == [1, 5, 9]
    }
  }
}
