import BriskUIKit
import UIKit

// The same sample behind Brisk's seams: it describes its alerts as AlertRequests for an
// AlertPresenter and asks a ControllerPresenter for its transitions, passing on `animated` and
// the completions as the original passes them to UIKit.

/// The sample's first screen, behind the seams.
@available(iOS 14.0, *)  // addAction(_:for:)
@available(tvOS, unavailable)  // UIToolbar, in the screens it shows
final class SeamSampleViewController: UIViewController {
  private let alerts: any AlertPresenter
  private let presenter: any ControllerPresenter
  private(set) var showAlertButton: UIButton?
  private(set) var showActionSheetButton: UIButton?
  private(set) var seguePresentModalButton: UIButton?
  private(set) var segueShowButton: UIButton?
  private(set) var codePresentModalButton: UIButton?

  var alertDefaultActionCount = 0
  var alertCancelActionCount = 0
  var alertDestroyActionCount = 0
  var alertPresentedCompletion: (() -> Void)?
  var viewControllerPresentedCompletion: (() -> Void)?

  init(
    alerts: any AlertPresenter = UIKitAlertPresenter(),
    presenter: any ControllerPresenter = UIKitControllerPresenter()
  ) {
    self.alerts = alerts
    self.presenter = presenter
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    showAlertButton = button { screen, _ in screen.showAlert() }
    showActionSheetButton = button { screen, button in screen.showActionSheet(from: button) }
    seguePresentModalButton = button { screen, _ in screen.presentModal() }
    segueShowButton = button { screen, _ in screen.showNext() }
    codePresentModalButton = button { screen, _ in screen.showModal() }
  }

  private func button(_ tapped: @escaping (SeamSampleViewController, UIButton) -> Void)
    -> UIButton
  {
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
    view.addSubview(button)
    button.addAction(
      UIAction { [weak self, unowned button] _ in self.map { tapped($0, button) } },
      for: .touchUpInside)
    return button
  }

  private func showAlert() {
    alerts.present(
      .alert(
        title: "Title", message: "Message", actions: sampleActions(), preferredAction: "Default",
        textFields: [.init(placeholder: "Placeholder")]),
      from: self, animated: true, completion: alertPresentedCompletion)
  }

  private func showActionSheet(from sender: UIView) {
    alerts.present(
      .actionSheet(
        title: "Title", message: "Message", actions: sampleActions(), preferredAction: "Default",
        anchor: .init(sourceView: sender, sourceRect: sender.bounds, permittedArrowDirections: .any)
      ),
      from: self)
  }

  private func sampleActions() -> [AlertRequest.Action] {
    alertDefaultActionCount = 0
    alertCancelActionCount = 0
    alertDestroyActionCount = 0
    return [
      .default("No Handler"),
      .default("Default") { [weak self] _ in self?.alertDefaultActionCount += 1 },
      .cancel("Cancel") { [weak self] _ in self?.alertCancelActionCount += 1 },
      .destructive("Destroy") { [weak self] _ in self?.alertDestroyActionCount += 1 },
    ]
  }

  private func presentModal() {
    presenter.present(
      modal: NextViewController(backgroundColor: .green, hideToolbar: false), from: self,
      animated: true, completion: nil)
  }

  private func showNext() {
    presenter.present(
      default: NextViewController(backgroundColor: .red, hideToolbar: true), from: self)
  }

  private func showModal() {
    presenter.present(
      modal: CodeNextViewController(backgroundColor: .purple), from: self, animated: true,
      completion: viewControllerPresentedCompletion)
  }
}
