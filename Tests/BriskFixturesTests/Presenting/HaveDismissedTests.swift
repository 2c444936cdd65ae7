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
}
