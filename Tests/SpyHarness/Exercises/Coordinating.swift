import Brisk

extension Harness {
  static func exerciseCoordinating() {
    check("37 CoordinatingSpy: a @MainActor coordinator with generic screens") {
      final class Screen {}
      let spy = CoordinatingSpy()
      let screen = Screen()
      spy.present(screen, animated: true)
      expect(spy.presentCalls.last?.screen as? Screen) === screen
      expect(spy.presentCalls.last?.Screen) == "Screen"

      expect(spy.topScreen(of: Screen.self)).to(beNil())
      spy.topScreenReturnValue = screen
      expect(spy.topScreen(of: Screen.self)) === screen

      spy.makeScreensHandler = { count, make, _ in
        (0..<count).map { (make as? (Int) -> Screen)?($0) as Any }
      }
      let failuresForArray = failures {
        let screens: [Screen] = spy.makeScreens(count: 2) { _ in Screen() }
        expect(screens).to(beEmpty())
      }
      expect(failuresForArray.count) == 1
      spy.makeScreensHandler = nil
      spy.makeScreensReturnValue = [screen]
      expect(spy.makeScreens(count: 1) { _ in Screen() }.count) == 1
      expect(spy.log.calls) == [
        .present, .topScreen, .topScreen, .makeScreens, .makeScreens,
      ]
    }
  }
}
