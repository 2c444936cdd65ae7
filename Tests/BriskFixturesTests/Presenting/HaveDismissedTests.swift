import BriskFixtures
import BriskTestSupport
import Testing

private final class Root {}
private final class Login {}

@Suite struct HaveDismissedTests {
  private let root = Root()
  private let login = Login()

  @Test func passes() {
    let spy = PresenterSpy<AnyObject>()
    spy.present(modal: login, from: root, animated: true, completion: nil)
    spy.dismiss(login, animated: false, completion: nil)
    expectNoFailure { expect(spy).to(haveDismissed()) }
  }

  @Test func failsListingWhatWasRecorded() {
    let spy = PresenterSpy<AnyObject>()
    spy.present(modal: login, from: root, animated: true, completion: nil)
    expectMessage(
      "expected to have dismissed, but recorded: [modal(<Login>, animated: true) from <Root>]"
    ) {
      expect(spy).to(haveDismissed())
    }
  }

  @Test func negation() {
    let spy = PresenterSpy<AnyObject>()
    expectNoFailure { expect(spy).toNot(haveDismissed()) }
    spy.dismiss(login, animated: false, completion: nil)
    expectMessage(
      "expected to not have dismissed, but recorded: [dismiss(animated: false) from <Login>]"
    ) {
      expect(spy).toNot(haveDismissed())
    }
  }

  @Test func nilFails() {
    expectMessage("expected to have dismissed, got <nil>") {
      expect(nil as PresenterSpy<AnyObject>?).to(haveDismissed())
    }
  }

  @Test func aControllerAndAnAnimatedFlagNarrowIt() {
    let spy = PresenterSpy<AnyObject>()
    spy.dismiss(login, animated: false, completion: nil)
    expectNoFailure {
      expect(spy).to(haveDismissed(login))
      expect(spy).to(haveDismissed(login, animated: false))
      expect(spy).to(haveDismissed(animated: false))
      expect(spy).toNot(haveDismissed(root))
      expect(spy).toNot(haveDismissed(login, animated: true))
    }
    expectMessages([
      "expected to have dismissed <Login>, animated: true, but recorded: "
        + "[dismiss(animated: false) from <Login>]",
      "expected to have dismissed <Root>, but recorded: [dismiss(animated: false) from <Login>]",
      "expected to not have dismissed <Login>, animated: false, but recorded: "
        + "[dismiss(animated: false) from <Login>]",
    ]) {
      expect(spy).to(haveDismissed(login, animated: true))
      expect(spy).to(haveDismissed(root))
      expect(spy).toNot(haveDismissed(login, animated: false))
    }
    expectMessage("expected to have dismissed <Login>, animated: true, got <nil>") {
      expect(nil as PresenterSpy<AnyObject>?).to(haveDismissed(login, animated: true))
    }
  }
}
