import BriskFixtures
import BriskTestSupport
import Testing

private final class Root {}
private final class Detail {}
private final class Other {}

@Suite struct HavePresentedTests {
  private let root = Root()
  private let detail = Detail()
  private let other = Other()

  @Test func passesForEveryKindThatShowsTheController() {
    let kinds: [(PresenterSpy<AnyObject>) -> Void] = [
      { $0.present(detail: self.detail, from: self.root) },
      { $0.present(popover: self.detail, from: self.root, configuration: self.other) { _ in } },
      { $0.present(navigation: self.detail, from: self.root) },
      { $0.present(default: self.detail, from: self.root) },
      { $0.present(modal: self.detail, from: self.root, animated: true, completion: nil) },
    ]
    for present in kinds {
      let spy = PresenterSpy<AnyObject>()
      present(spy)
      expectNoFailure { expect(spy).to(havePresented(detail)) }
    }
  }

  @Test func failsListingWhatWasRecorded() {
    let spy = PresenterSpy<AnyObject>()
    spy.dismiss(root, animated: true, completion: nil)
    expectMessage(
      "expected to have presented <Detail>, but recorded: [dismiss(animated: true) from <Root>]"
    ) {
      expect(spy).to(havePresented(detail))
    }
  }

  @Test func negation() {
    let spy = PresenterSpy<AnyObject>()
    spy.present(modal: detail, from: root, animated: true, completion: nil)
    expectNoFailure { expect(spy).toNot(havePresented(other)) }
    expectMessage(
      "expected to not have presented <Detail>, but recorded: "
        + "[modal(<Detail>, animated: true) from <Root>]"
    ) {
      expect(spy).toNot(havePresented(detail))
    }
  }

  @Test func nilFails() {
    expectMessage("expected to have presented <Detail>, got <nil>") {
      expect(nil as PresenterSpy<AnyObject>?).to(havePresented(detail))
    }
  }
}

@Suite struct HavePresentedAsFromTests {
  private let root = Root()
  private let detail = Detail()
  private let other = Other()

  @Test func passesForTheKindAndThePresenter() {
    let spy = PresenterSpy<AnyObject>()
    spy.present(detail: detail, from: root)
    spy.present(modal: other, from: detail, animated: false, completion: nil)
    expectNoFailure {
      expect(spy).to(havePresented(detail, as: .detail, from: root))
      expect(spy).to(havePresented(other, as: .modal, from: detail))
    }
  }

  @Test func failsForAnotherKindOrPresenter() {
    let spy = PresenterSpy<AnyObject>()
    spy.present(navigation: detail, from: root)
    expectMessages([
      "expected to have presented <Detail> as detail from <Root>, but recorded: "
        + "[navigation(<Detail>) from <Root>]",
      "expected to have presented <Detail> as navigation from <Other>, but recorded: "
        + "[navigation(<Detail>) from <Root>]",
    ]) {
      expect(spy).to(havePresented(detail, as: .detail, from: root))
      expect(spy).to(havePresented(detail, as: .navigation, from: other))
    }
  }

  @Test func negation() {
    let spy = PresenterSpy<AnyObject>()
    spy.present(detail: detail, from: root)
    expectNoFailure { expect(spy).toNot(havePresented(detail, as: .popover, from: root)) }
    expectMessage(
      "expected to not have presented <Detail> as detail from <Root>, but recorded: "
        + "[detail(<Detail>) from <Root>]"
    ) {
      expect(spy).toNot(havePresented(detail, as: .detail, from: root))
    }
  }

  @Test func nilFails() {
    expectMessage("expected to have presented <Detail> as detail from <Root>, got <nil>") {
      expect(nil as PresenterSpy<AnyObject>?).to(havePresented(detail, as: .detail, from: root))
    }
  }

  @Test func askingForADismissalFailsBothWaysWithAHint() {
    let spy = PresenterSpy<AnyObject>()
    spy.dismiss(root, animated: true, completion: nil)
    let hint =
      "expected to have presented <Detail> as dismiss from <Root>, but a dismissal presents "
      + "nothing; use haveDismissed()"
    expectMessages([hint, hint.replacingOccurrences(of: "to have", with: "to not have")]) {
      expect(spy).to(havePresented(detail, as: .dismiss, from: root))
      expect(spy).toNot(havePresented(detail, as: .dismiss, from: root))
    }
  }

  @Test func anAnimatedFlagMustMatchTheModalPresentation() {
    let spy = PresenterSpy<AnyObject>()
    spy.present(modal: detail, from: root, animated: false, completion: nil)
    spy.present(navigation: other, from: root)
    expectNoFailure {
      expect(spy).to(havePresented(detail, as: .modal, from: root, animated: false))
      expect(spy).toNot(havePresented(detail, as: .modal, from: root, animated: true))
      expect(spy).to(havePresented(other, as: .navigation, from: root))
      expect(spy).toNot(havePresented(other, as: .navigation, from: root, animated: true))
    }
    expectMessages([
      "expected to have presented <Detail> as modal from <Root>, animated: true, but recorded: "
        + "[modal(<Detail>, animated: false) from <Root>, navigation(<Other>) from <Root>]",
      "expected to not have presented <Detail> as modal from <Root>, animated: false, but "
        + "recorded: [modal(<Detail>, animated: false) from <Root>, navigation(<Other>) from <Root>]",
      "expected to have presented <Detail> as modal from <Root>, animated: true, got <nil>",
    ]) {
      expect(spy).to(havePresented(detail, as: .modal, from: root, animated: true))
      expect(spy).toNot(havePresented(detail, as: .modal, from: root, animated: false))
      expect(nil as PresenterSpy<AnyObject>?).to(
        havePresented(detail, as: .modal, from: root, animated: true))
    }
  }
}
