import BriskFixtures
import BriskTestSupport
import Testing

private final class Screen {}

@Suite struct AlertSpyPresentationTests {
  private let saved = AlertRequest.alert(title: "Saved", actions: [.default("OK")])

  @Test func recordsAnimatedAndKeepsTheCompletionForTheTest() {
    let spy = AlertSpy()
    let screen = Screen()
    var completions = 0
    spy.present(saved, from: screen)
    spy.tap("OK")
    spy.present(saved, from: screen, animated: false) { completions += 1 }
    #expect(spy.presentations.map(\.animated) == [true, false])
    #expect(spy.presentations.map(\.alert) == [saved, saved])
    #expect(spy.presentations.first?.completion == nil)
    #expect(completions == 0)
    spy.presentations.last?.completion?()
    #expect(completions == 1)
    #expect(spy.presentations.last?.presenting === screen)
    #expect(
      spy.presentations.last?.description
        == #"alert(title: "Saved", actions: [.default("OK")]) (animated: false)"#)
  }

  @Test func holdsThePresentingObjectWeakly() {
    let spy = AlertSpy()
    var screen: Screen? = Screen()
    spy.present(saved, from: screen!)
    screen = nil
    #expect(spy.presentations.first?.presenting == nil)
    #expect(spy.alerts == [saved])
  }

  @Test func resetForgetsThePresentations() {
    let spy = AlertSpy()
    spy.present(saved, from: Screen())
    spy.reset()
    #expect(spy.presentations.isEmpty)
  }
}
