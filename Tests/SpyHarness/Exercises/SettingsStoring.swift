import Brisk

extension Harness {
  static func exerciseSettingsStoring() {
    check("14 SettingsStoringSpy: --protocol picks one protocol") {
      let spy = SettingsStoringSpy()
      spy.store(true, forKey: "dark")
      expect(spy.storeCalls.last?.key) == "dark"
      expect(spy.storeCalls.last?.value) == true
    }
  }
}
