import Brisk

extension Harness {
  static func exerciseChangeObserving() {
    check("28 ChangeObservingSpy: closure properties, implicitly unwrapped optionals") {
      let spy = ChangeObservingSpy()
      let changes = CallLog<Int>()
      spy.onChange = { changes.record($0) }
      spy.onChange?(3)
      expect(changes.calls) == [3]
      expect(spy.title == nil) == true
      spy.title = "t"
      let title: String = spy.title
      expect(title) == "t"
    }
  }
}
