import Brisk

extension Harness {
  static func exerciseMarkedProtocols() async {
    await check("55 marked protocols: a spy for each marked one, whatever lies between") {
      let screens = ScreenTrackingSpy()
      screens.trackScreen("home")
      expect(screens.trackScreenCalls.calls) == ["home"]

      let badges = BadgeCountingSpy()
      badges.badge = 3
      expect(badges.badge) == 3

      let session = SessionEndingSpy()
      await session.endSession(reason: "timeout")
      expect(session.endSessionCalls.calls) == ["timeout"]
    }
  }
}
