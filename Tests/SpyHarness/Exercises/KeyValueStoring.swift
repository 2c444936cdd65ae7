import Brisk

extension Harness {
  static func exerciseKeyValueStoring() {
    check("05 KeyValueStoringSpy: properties and optional returns") {
      let spy = KeyValueStoringSpy()
      expect(spy.keys) == []
      expect(spy.isEnabled) == false
      spy.isEnabled = true
      spy.lastKey = "k"
      expect(spy.lastKey) == "k"
      expect(spy.value(forKey: "missing") == nil) == true
      spy.valueReturnValue = 5
      expect(spy.value(forKey: "k") as? Int) == 5
      spy.set(nil, forKey: "gone")
      spy.removeAll()
      expect(spy.setCalls.last?.key) == "gone"
      expect(spy.removeAllCalls.count) == 1
    }
  }
}
