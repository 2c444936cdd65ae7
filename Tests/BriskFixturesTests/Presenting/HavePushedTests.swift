import BriskFixtures
import BriskTestSupport
import Testing

private final class Root {}
private final class Detail {}
private final class Other {}

private func address(_ object: AnyObject) -> String {
  "\(Unmanaged.passUnretained(object).toOpaque())"
}

@Suite struct HavePushedTests {
  private let root = Root()
  private let detail = Detail()
  private let other = Other()

  @Test func passes() {
    let spy = PresenterSpy<AnyObject>()
    spy.present(detail: other, from: root)
    spy.present(navigation: detail, from: root)
    expectNoFailure { expect(spy).to(havePushed(detail)) }
  }

  @Test func failsListingWhatWasRecorded() {
    let spy = PresenterSpy<AnyObject>()
    spy.present(detail: other, from: root)
    expectMessage("expected to have pushed <Detail>, but recorded: [detail(<Other>) from <Root>]") {
      expect(spy).to(havePushed(detail))
    }
  }

  @Test func failsOnAnEmptySpy() {
    expectMessage("expected to have pushed <Detail>, but recorded: []") {
      expect(PresenterSpy<AnyObject>()).to(havePushed(detail))
    }
  }

  @Test func anotherInstanceOfTheSameTypeIsNamedByAddress() {
    let spy = PresenterSpy<AnyObject>()
    let lookalike = Detail()
    spy.present(navigation: lookalike, from: root)
    expectMessage(
      "expected to have pushed <Detail (\(address(detail)))>, but recorded: "
        + "[navigation(<Detail (\(address(lookalike)))>) from <Root>]"
    ) {
      expect(spy).to(havePushed(detail))
    }
  }

  @Test func negation() {
    let spy = PresenterSpy<AnyObject>()
    spy.present(navigation: detail, from: root)
    expectNoFailure { expect(spy).toNot(havePushed(other)) }
    expectMessage(
      "expected to not have pushed <Detail>, but recorded: [navigation(<Detail>) from <Root>]"
    ) {
      expect(spy).toNot(havePushed(detail))
    }
  }

  @Test func nilFails() {
    expectMessages([
      "expected to have pushed <Detail>, got <nil>",
      "expected to not have pushed <Detail>, got <nil>",
    ]) {
      expect(nil as PresenterSpy<AnyObject>?).to(havePushed(detail))
      expect(nil as PresenterSpy<AnyObject>?).toNot(havePushed(detail))
    }
  }
}
