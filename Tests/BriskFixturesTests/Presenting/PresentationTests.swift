import BriskFixtures
import Testing

private final class Root {}
private final class Detail {}
private final class Menu {}

@Suite struct PresentationTests {
  private let here = CodeLocation()

  @Test func readsLikeTheRequestForEveryKind() {
    let (root, detail) = (Root(), Detail())
    let shown: [Presentation<AnyObject>.Kind] = [.detail, .popover, .navigation, .default]
    #expect(
      shown.map { Presentation(kind: $0, presented: detail, presenting: root, location: here) }
        .map(\.description) == [
          "detail(<Detail>) from <Root>",
          "popover(<Detail>) from <Root>",
          "navigation(<Detail>) from <Root>",
          "default(<Detail>) from <Root>",
        ])
    let modal = Presentation<AnyObject>(
      kind: .modal, presented: detail, presenting: root, animated: true, location: here)
    let dismiss = Presentation<AnyObject>(
      kind: .dismiss, presented: nil, presenting: detail, animated: false, location: here)
    #expect(modal.description == "modal(<Detail>, animated: true) from <Root>")
    #expect(dismiss.description == "dismiss(animated: false) from <Detail>")
  }

  @Test func keepsWhatTheCallerPassed() {
    let (root, detail, menu) = (Root(), Detail(), Menu())
    var completed = false
    let presentation = Presentation<AnyObject>(
      kind: .modal, presented: detail, presenting: root, animated: false,
      completion: { completed = true }, popoverConfiguration: menu, location: here)
    #expect(presentation.kind == .modal)
    #expect(presentation.presented === detail)
    #expect(ObjectIdentifier(presentation.presenting) == ObjectIdentifier(root))
    #expect(presentation.animated == false)
    let configuration = presentation.popoverConfiguration
    #expect(configuration === menu)
    #expect(presentation.location.description == here.description)
    presentation.completion?()
    #expect(completed)
  }

  @Test func kindsAreNamedAfterThePresenterMethods() {
    #expect(
      Presentation<Root>.Kind.allCases.map(\.rawValue) == [
        "detail", "popover", "navigation", "default", "modal", "dismiss",
      ])
  }
}
