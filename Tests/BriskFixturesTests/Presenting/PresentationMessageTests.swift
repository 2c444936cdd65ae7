import Testing

@testable import BriskFixtures

private final class Root {}
private final class Detail {}

private func address(_ object: AnyObject) -> String {
  "\(Unmanaged.passUnretained(object).toOpaque())"
}

@Suite struct PresentationMessageTests {
  @Test func aNilSpyGivesTheUsualNilActual() {
    let detail = Detail()
    let message = presentationMessage(nil as PresenterSpy<AnyObject>?, naming: [detail]) {
      "have pushed \($0.name(detail))"
    }
    #expect(message == ExpectationMessage(expectation: "have pushed <Detail>", actual: "<nil>"))
  }

  @Test func listsEveryRecordedRequestInTheExpectation() {
    let (root, detail) = (Root(), Detail())
    let spy = PresenterSpy<AnyObject>()
    spy.present(detail: detail, from: root)
    spy.dismiss(root, animated: true, completion: nil)
    let message = presentationMessage(spy, naming: [detail]) { "have pushed \($0.name(detail))" }
    #expect(
      message.rendered()
        == "expected to have pushed <Detail>, but recorded: [detail(<Detail>) from <Root>, "
        + "dismiss(animated: true) from <Root>]")
    #expect(message.actual == nil)
  }

  @Test func namesStayUnambiguousAcrossTheExpectationAndTheRecord() {
    let (root, expected, recorded) = (Root(), Detail(), Detail())
    let spy = PresenterSpy<AnyObject>()
    spy.present(detail: recorded, from: root)
    let message = presentationMessage(spy, naming: [expected]) {
      "have shown detail \($0.name(expected))"
    }
    #expect(
      message.rendered()
        == "expected to have shown detail <Detail (\(address(expected)))>, but recorded: "
        + "[detail(<Detail (\(address(recorded)))>) from <Root>]")
  }

  @Test func statusFailsForANilSpyAndLooksAtEveryRecord() {
    let (root, detail) = (Root(), Detail())
    let spy = PresenterSpy<AnyObject>()
    #expect(PresenterSpy<AnyObject>.status(nil) { _ in true } == .fail)
    #expect(PresenterSpy.status(spy) { _ in true } == .doesNotMatch)
    spy.present(default: detail, from: root)
    spy.present(navigation: detail, from: root)
    #expect(PresenterSpy.status(spy) { $0.kind == .navigation } == .matches)
  }
}
