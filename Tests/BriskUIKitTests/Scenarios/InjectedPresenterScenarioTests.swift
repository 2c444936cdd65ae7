import BriskTestSupport
import BriskUIKit
import Testing
import UIKit

/// A screen that shows a product's detail through an injected presenter.
private final class ProductListViewController: UIViewController {
  private let presenter: any ControllerPresenter
  let detail = DetailScreen()

  init(presenter: any ControllerPresenter) {
    self.presenter = presenter
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    nil
  }

  func didSelectProduct() {
    presenter.present(detail: detail, from: self)
  }
}

// Scenario 4: an injected ControllerPresenter; the spy records the detail at once, with no
// window and no waiting.
@MainActor
@Suite struct InjectedPresenterScenario {
  @Test func theSpyRecordsExactlyOneDetailFromTheSubject() {
    let presenter = PresenterSpy<UIViewController>()
    let subject = ProductListViewController(presenter: presenter)
    subject.didSelectProduct()
    expect(presenter).to(havePresented(subject.detail, as: .detail, from: subject))
    expect(presenter).to(haveShownDetail(subject.detail))
    expect(presenter.presentations).to(haveCount(1))
    #expect(subject.view.window == nil)
  }

  @Test func aMissingPresentationListsWhatWasRecorded() {
    let presenter = PresenterSpy<UIViewController>()
    let subject = ProductListViewController(presenter: presenter)
    subject.didSelectProduct()
    let message = failureMessages { expect(presenter).to(havePushed(subject.detail)) }
    #expect(
      message == [
        "expected to have pushed <DetailScreen>, but recorded: "
          + "[detail(<DetailScreen>) from <ProductListViewController>]"
      ])
  }
}
