import Brisk

extension Harness {
  static func exerciseScreenRouting() async {
    await check("16 ScreenRoutingSpy: @MainActor with async requirements") {
      let spy = ScreenRoutingSpy()
      var presented: [String] = []
      spy.presentHandler = { screen, _ in presented.append(screen) }
      await spy.present("Home", animated: true)
      expect(presented) == ["Home"]
      spy.confirmReturnValue = true
      let confirmed = await spy.confirm("Leave?")
      expect(confirmed) == true
      var dismissed = 1
      let messages = await failures { dismissed = await spy.dismissAll() }
      expect(dismissed) == 0
      expect(messages.count) == 1
      var prepared = false
      spy.prepare { prepared = true }
      spy.prepareCalls.last?()
      expect(prepared) == true
      expect(spy.visibleScreen == nil) == true
    }
  }
}
