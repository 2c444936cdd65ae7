import Brisk

extension Harness {
  static func exerciseRenderer() {
    check("30 RendererSpy: @MainActor members and sending parameters") {
      let spy = RendererSpy()
      spy.renderReturnValue = true
      expect(spy.render("frame")) == true
      let snapshot = Snapshot()
      snapshot.pixels = [1]
      spy.submit(snapshot)
      expect(spy.submitCalls.last?.pixels) == [1]
      spy.describeReturnValue = "renderer"
      expect(spy.describe()) == "renderer"
    }
  }
}
