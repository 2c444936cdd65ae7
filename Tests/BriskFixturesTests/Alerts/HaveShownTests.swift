import BriskFixtures
import BriskTestSupport
import Testing

private final class Screen {}

@Suite struct HaveShownTests {
  private let screen = Screen()
  private let saved = AlertRequest.alert(title: "Saved", actions: [.default("OK")])
  private let savedText = #"alert(title: "Saved", actions: [.default("OK")])"#

  @Test func passesForAnEqualRequestWhateverItsHandlers() {
    let spy = AlertSpy()
    spy.present(.alert(title: "Saved", actions: [.default("OK") { _ in }]), from: screen)
    expectNoFailure {
      expect(spy).to(haveShown(saved))
      expect(spy).toNot(haveShown(.alert(title: "Saved", actions: [.cancel("OK")])))
    }
  }

  @Test func failsListingWhatWasRecorded() {
    let spy = AlertSpy()
    spy.present(saved, from: screen)
    expectMessages([
      #"expected to have shown alert(title: "Saved", actions: [.cancel("OK")]), but "#
        + "recorded: [\(savedText)]",
      "expected to not have shown \(savedText), but recorded: [\(savedText)]",
      "expected to have shown \(savedText), got <nil>",
    ]) {
      expect(spy).to(haveShown(.alert(title: "Saved", actions: [.cancel("OK")])))
      expect(spy).toNot(haveShown(saved))
      expect(nil as AlertSpy?).to(haveShown(saved))
    }
  }

  @Test func animatedMustMatchToo() {
    let spy = AlertSpy()
    spy.present(saved, from: screen, animated: false)
    expectNoFailure {
      expect(spy).to(haveShown(saved, animated: false))
      expect(spy).toNot(haveShown(saved, animated: true))
    }
    expectMessages([
      "expected to have shown \(savedText) (animated: true), but recorded: "
        + "[\(savedText) (animated: false)]",
      "expected to not have shown \(savedText) (animated: false), but recorded: "
        + "[\(savedText) (animated: false)]",
      "expected to have shown \(savedText) (animated: true), got <nil>",
    ]) {
      expect(spy).to(haveShown(saved, animated: true))
      expect(spy).toNot(haveShown(saved, animated: false))
      expect(nil as AlertSpy?).to(haveShown(saved, animated: true))
    }
  }
}
