import Brisk

extension Harness {
  static func exerciseTally() {
    check("02 TallySpy: inout values are recorded and can be changed") {
      let spy = TallySpy()
      var value = 1
      spy.increment(&value)
      expect(value) == 1
      spy.incrementHandler = { $0 += 10 }
      spy.increment(&value)
      expect(value) == 11
      expect(spy.incrementCalls.calls) == [1, 1]

      var first = "a"
      var second = "b"
      spy.swapValuesHandler = { first, second in
        swap(&first, &second)
        return true
      }
      expect(spy.swapValues(&first, &second)) == true
      expect(first) == "b"
      expect(spy.swapValuesCalls.last?.first) == "a"
      expect(spy.swapValuesCalls.last?.second) == "b"
    }
  }
}
