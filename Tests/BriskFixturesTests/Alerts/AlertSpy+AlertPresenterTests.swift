// Only BriskFixtures (with the expectation API it re-exports) is imported, and this test target
// does not depend on BriskUIKit: the conformance comes with the spy. Compiled where UIKit exists,
// and on Linux with the UIKit stand-in (BRISK_UIKIT_STANDIN=1).
#if canImport(UIKit)
  import BriskFixtures
  import BriskTestSupport
  import Testing
  import UIKit

  private final class RootScreen: UIViewController {}

  @MainActor
  @Suite struct AlertSpyAlertPresenterTests {
    @Test func withOnlyBriskFixturesTheSpyStandsInForTheSeam() {
      let presenter: any AlertPresenter = AlertSpy()
      presenter.present(.alert(title: "Saved", actions: [.default("OK")]), from: RootScreen())
      expectNoFailure {
        expect(presenter as? AlertSpy).to(haveShownAlert(title: "Saved"))
      }
    }

    @Test func theSpyIsAnAlertPresenter() {
      let spy = AlertSpy()
      let presenter: any AlertPresenter = spy
      var deleted = false
      presenter.present(
        .alert(
          title: "Delete?",
          actions: [.cancel("Cancel"), .destructive("Delete") { _ in deleted = true }]),
        from: RootScreen())
      expectNoFailure {
        expect(spy).to(haveShownAlert(title: "Delete?", message: nil))
        spy.tap("Delete")
      }
      #expect(deleted)
    }

    @Test func throughTheSeamItRecordsAnimatedAndTheCompletion() {
      let spy = AlertSpy()
      let presenter: any AlertPresenter = spy
      let screen = RootScreen()
      var completed = false
      presenter.present(
        .alert(title: "Saved", actions: [.default("OK")]), from: screen, animated: false
      ) { completed = true }
      spy.tap("OK")
      presenter.present(.alert(title: "Again", actions: [.default("OK")]), from: screen)
      #expect(spy.presentations.map(\.animated) == [false, true])
      #expect(spy.presentations.last?.completion == nil)
      #expect(spy.presentations.first?.presenting === screen)
      spy.presentations.first?.completion?()
      #expect(completed)
    }
  }
#endif
