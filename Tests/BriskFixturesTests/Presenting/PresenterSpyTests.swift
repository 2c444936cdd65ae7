import BriskFixtures
import BriskTestSupport
import Testing

private final class Root {}
private final class Detail {}
private final class Popover {
  var sourceRect = (x: 0, y: 0)
}
private final class Screen: Sendable {}

@Suite struct PresenterSpyTests {
  @Test func recordsEveryKindInOrder() {
    let spy = PresenterSpy<AnyObject>()
    let (root, detail) = (Root(), Detail())
    spy.present(detail: detail, from: root)
    spy.present(navigation: detail, from: root)
    spy.present(default: detail, from: root)
    spy.present(modal: detail, from: root, animated: false, completion: nil)
    spy.dismiss(detail, animated: true, completion: nil)
    #expect(spy.presentations.map(\.kind) == [.detail, .navigation, .default, .modal, .dismiss])
    #expect(spy.presentations.map { $0.presented === detail } == [true, true, true, true, false])
    #expect(spy.presentations.prefix(4).allSatisfy { $0.presenting === root })
    #expect(spy.presentations.map(\.animated) == [nil, nil, nil, false, true])
    #expect(spy.last?.presenting === detail)
    #expect(
      spy.description
        == "[detail(<Detail>) from <Root>, navigation(<Detail>) from <Root>, "
        + "default(<Detail>) from <Root>, modal(<Detail>, animated: false) from <Root>, "
        + "dismiss(animated: true) from <Detail>]")
  }

  @Test func everyRecordCarriesWhereTheSpyWasMade() {
    let line: UInt = #line + 1
    let spy = PresenterSpy<AnyObject>()
    spy.present(detail: Detail(), from: Root())
    #expect(spy.location.line == line)
    #expect(spy.location.fileID == "BriskFixturesTests/PresenterSpyTests.swift")
    #expect(spy.last?.location == spy.location)
  }

  @Test func popoverRunsTheConfigurationAndKeepsIt() {
    let spy = PresenterSpy<AnyObject>()
    let (root, menu, popover) = (Root(), Detail(), Popover())
    spy.present(popover: menu, from: root, configuration: popover) { $0.sourceRect = (4, 2) }
    #expect(popover.sourceRect == (4, 2))
    #expect(spy.last?.kind == .popover)
    #expect(spy.last?.popoverConfiguration === popover)
    #expect(spy.last?.description == "popover(<Detail>) from <Root>")
  }

  @Test func popoverWithoutAConfigurationSkipsTheClosure() {
    let spy = PresenterSpy<AnyObject>()
    var configured = false
    spy.present(popover: Detail(), from: Root(), configuration: nil as Popover?) { _ in
      configured = true
    }
    #expect(!configured)
    #expect(spy.last?.popoverConfiguration == nil)
  }

  @Test func keepsCompletionsForTheTestToRun() {
    let spy = PresenterSpy<AnyObject>()
    var finished: [String] = []
    spy.present(modal: Detail(), from: Root(), animated: true) { finished.append("present") }
    spy.dismiss(Root(), animated: true) { finished.append("dismiss") }
    #expect(finished.isEmpty)
    for presentation in spy.presentations { presentation.completion?() }
    #expect(finished == ["present", "dismiss"])
  }

  @Test func resetForgetsAndReleasesTheControllers() {
    let spy = PresenterSpy<AnyObject>()
    weak var released: Detail?
    do {
      let detail = Detail()
      released = detail
      spy.present(detail: detail, from: Root())
    }
    #expect(released != nil)
    spy.reset()
    #expect(spy.presentations.isEmpty)
    #expect(spy.last == nil)
    #expect(released == nil)
  }

  @Test func presentingAControllerFromItselfIsReportedWhereTheSpyWasMade() {
    let line: UInt = #line + 1
    let spy = PresenterSpy<AnyObject>()
    let root = Root()
    let failures = withFailureCollection {
      spy.present(navigation: root, from: root)
      spy.present(popover: root, from: root, configuration: nil as Popover?) { _ in }
      spy.present(modal: root, from: root, animated: true, completion: nil)
    }
    #expect(
      failures.map(\.message) == [
        "present(navigation:from:) was asked to present <Root> from itself; no presenter can do that",
        "present(popover:from:configure:) was asked to present <Root> from itself; no presenter "
          + "can do that",
        "present(modal:from:animated:completion:) was asked to present <Root> from itself; no "
          + "presenter can do that",
      ])
    #expect(failures.allSatisfy { $0.location.line == line })
    #expect(spy.presentations.count == 3)
  }

  @Test func haveCountReadsItsPresentations() {
    let spy = PresenterSpy<AnyObject>()
    spy.present(detail: Detail(), from: Root())
    expectNoFailure { expect(spy.presentations).to(haveCount(1)) }
    expectMessage("expected to have count <2>, got <[detail(<Detail>) from <Root>]> (count 1)") {
      expect(spy.presentations).to(haveCount(2))
    }
  }
}
