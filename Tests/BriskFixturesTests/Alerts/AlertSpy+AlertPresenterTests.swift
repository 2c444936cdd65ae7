import BriskTestSupport
import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct AlertSpyAlertPresenterTests {
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
}
