import Brisk

extension Harness {
  static func exercisePlatformServices() {
    check("41 PlatformServicesSpy: #if blocks keep their conditions in the spy") {
      let spy = PlatformServicesSpy()
      spy.openSettings()
      #if os(iOS)
        spy.requestReview(in: "main")
      #elseif os(macOS)
        spy.showAboutPanel()
      #else
        spy.logUnsupportedPlatformReturnValue = true
        expect(spy.logUnsupportedPlatform("Linux")) == true
        expect(spy.logUnsupportedPlatformCalls.calls) == ["Linux"]
      #endif
      expect(spy.log.calls.count) == 2
      expect(spy.log.calls.first) == .openSettings
    }
  }
}
