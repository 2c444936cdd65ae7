import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct ViewTreeTextTests {
  private func card() -> UIView {
    let card = UIView(frame: CGRect(x: 16, y: 412, width: 343, height: 120))
    card.alpha = 0.6
    card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
    card.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    card.layer.cornerRadius = 12
    card.accessibilityIdentifier = "card"
    let title = UIButton(frame: CGRect(x: 16, y: 16, width: 311, height: 24))
    title.accessibilityLabel = "Your order shipped"
    card.addSubview(title)
    let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 1.0 / 3, height: 2))
    hidden.isHidden = true
    title.addSubview(hidden)
    return card
  }

  @Test func rendersOneLinePerViewIndentedByDepth() {
    #expect(
      viewTreeText(of: card()) == """
        UIView frame=(33.15, 418, 308.7, 108) alpha=0.6 hidden=false transform=(0.9, 0, 0, 0.9, 0, 0) \
        background=rgba(1, 1, 1, 1) cornerRadius=12 identifier="card"
          UIButton frame=(16, 16, 311, 24) alpha=1 hidden=false transform=identity background=nil \
        cornerRadius=0 label="Your order shipped"
            UIView frame=(0, 0, 0.333, 2) alpha=1 hidden=true transform=identity background=nil \
        cornerRadius=0
        """)
  }

  @Test func readsTheValuesItIsGiven() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var shown = ViewPresentation(modelOf: view)
    shown.alpha = 0.25
    shown.backgroundColor = UIColor(white: 0.5, alpha: 1)
    #expect(
      viewTreeText(of: view) { _ in shown }
        == "UIView frame=(0, 0, 10, 10) alpha=0.25 hidden=false transform=identity "
        + "background=rgba(0.5, 0.5, 0.5, 1) cornerRadius=0")
  }

  @Test func interpolationNoiseAndNegativeZeroNeverShow() {
    let view = UIView(frame: CGRect(x: -0.0, y: 0.1 + 0.2, width: 412.0000000001, height: 1))
    #expect(viewTreeText(of: view).hasPrefix("UIView frame=(0, 0.3, 412, 1) "))
  }
}
