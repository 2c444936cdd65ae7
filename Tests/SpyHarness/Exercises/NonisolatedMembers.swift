import Brisk

extension Harness {
  static func exerciseNonisolatedMembers() async {
    check("60 ScreenDescribingSpy: nonisolated members, stubbed and recorded from any thread") {
      let spy = ScreenDescribingSpy()
      spy.describeHandler = { "detail \($0)" }
      spy.titleReturnValue = "Title"
      spy.validateReturnValue = true
      spy.badge = 3
      expect(spy.screenID) == ""
      expect(spy.badge) == 3
      expect(spy.describe(4)) == "detail 4"
      expect(spy.title(for: "en")) == "Title"
      expect(try spy.validate("ok")) == true
      spy.ping()
      spy.show()
      expect(spy.describeCalls.calls) == [4]
      expect(spy.pingCalls.count) == 1
      expect(spy.log.calls) == [.describe, .title, .validate, .ping, .show]
    }
    await check("60 ScreenDescribingSpy: a nonisolated method called off the main actor") {
      let spy = ScreenDescribingSpy()
      spy.describeReturnValue = "off main"
      let described = await Task.detached { [spy] in spy.describe(1) }.value
      expect(described) == "off main"
      expect(spy.describeCalls.calls) == [1]
      try await spy.prefetch([1, 2])
      expect(spy.prefetchCalls.calls) == [[1, 2]]
    }
    check("60 ScreenConfiguringSpy: an unstubbed nonisolated call throws and says so") {
      let spy = ScreenConfiguringSpy()
      var thrown = false
      let messages = failures {
        do { _ = try spy.loadConfig() } catch { thrown = true }
      }
      expect(thrown) == true
      expect(messages) == [
        "ScreenConfiguringSpy.loadConfig() was called, but no return value was stubbed; "
          + "set loadConfigReturnValue or loadConfigHandler"
      ]
      spy.loadConfigReturnValue = ScreenConfig(columns: 2)
      expect(try spy.loadConfig()) == ScreenConfig(columns: 2)
    }
  }
}
