import BriskFixtures
import BriskTestSupport
import Testing

private final class Root {}
private final class Detail {}

@Suite struct HaveShownDetailTests {
  private let root = Root()
  private let detail = Detail()

  @Test func passes() {
    let spy = PresenterSpy<AnyObject>()
    spy.present(detail: detail, from: root)
    expectNoFailure { expect(spy).to(haveShownDetail(detail)) }
  }

  @Test func failsListingWhatWasRecorded() {
    let spy = PresenterSpy<AnyObject>()
    spy.present(navigation: detail, from: root)
    expectMessage(
      "expected to have shown detail <Detail>, but recorded: [navigation(<Detail>) from <Root>]"
    ) {
      expect(spy).to(haveShownDetail(detail))
    }
  }

  @Test func negation() {
    let spy = PresenterSpy<AnyObject>()
    spy.present(detail: detail, from: root)
    expectNoFailure { expect(spy).toNot(haveShownDetail(root)) }
    expectMessage(
      "expected to not have shown detail <Detail>, but recorded: [detail(<Detail>) from <Root>]"
    ) {
      expect(spy).toNot(haveShownDetail(detail))
    }
  }

  @Test func nilFails() {
    expectMessage("expected to have shown detail <Detail>, got <nil>") {
      expect(nil as PresenterSpy<AnyObject>?).to(haveShownDetail(detail))
    }
  }
}
