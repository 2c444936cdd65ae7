import UIKit

// ViewControllerPresentationSpy's SwiftSample app, rewritten in code (no storyboard) for the
// port of its 14 view-controller tests: the app as its authors wrote it, which builds and
// presents its own alerts and controllers. Its two segues become the calls they perform: the
// modal segue presents, the show segue calls show(_:sender:).

/// The sample's first screen: five buttons, and counts of the alert buttons tapped.
@available(iOS 14.0, *)  // addAction(_:for:)
@available(tvOS, unavailable)  // UIToolbar, in the screens it shows
final class SampleViewController: UIViewController {
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

  override func viewDidLoad() {
    super.viewDidLoad()
    showAlertButton = button { screen, _ in screen.showAlert() }
    showActionSheetButton = button { $0.showActionSheet(from: $1) }
    seguePresentModalButton = button { screen, _ in screen.performPresentModalSegue() }
    segueShowButton = button { screen, _ in screen.performShowSegue() }
    codePresentModalButton = button { screen, _ in screen.showModal() }
  }

  /// A button in the view that runs `tapped` with this screen and itself.
  private func button(_ tapped: @escaping (SampleViewController, UIButton) -> Void) -> UIButton {
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
    view.addSubview(button)
    button.addAction(
      UIAction { [weak self, unowned button] _ in self.map { tapped($0, button) } },
      for: .touchUpInside)
    return button
  }

  private func showAlert() {
    let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
    addSampleActions(to: alert)
    alert.addTextField { $0.placeholder = "Placeholder" }
    present(alert, animated: true, completion: alertPresentedCompletion)
  }

  private func showActionSheet(from sender: UIView) {
    let sheet = UIAlertController(title: "Title", message: "Message", preferredStyle: .actionSheet)
    addSampleActions(to: sheet)
    #if !os(tvOS)
      if let popover = sheet.popoverPresentationController {
        popover.sourceView = sender
        popover.sourceRect = sender.bounds
        popover.permittedArrowDirections = .any
      }
    #endif
    present(sheet, animated: true)
  }

  private func addSampleActions(to alert: UIAlertController) {
    alertDefaultActionCount = 0
    alertCancelActionCount = 0
    alertDestroyActionCount = 0
    let defaultAction = UIAlertAction(title: "Default", style: .default) { [weak self] _ in
      self?.alertDefaultActionCount += 1
    }
    alert.addAction(UIAlertAction(title: "No Handler", style: .default))
    alert.addAction(defaultAction)
    alert.addAction(
      UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
        self?.alertCancelActionCount += 1
      })
    alert.addAction(
      UIAlertAction(title: "Destroy", style: .destructive) { [weak self] _ in
        self?.alertDestroyActionCount += 1
      })
    alert.preferredAction = defaultAction
  }

  private func performPresentModalSegue() {
    present(NextViewController(backgroundColor: .green, hideToolbar: false), animated: true)
  }

  private func performShowSegue() {
    show(NextViewController(backgroundColor: .red, hideToolbar: true), sender: segueShowButton)
  }

  private func showModal() {
    present(
      CodeNextViewController(backgroundColor: .purple), animated: true,
      completion: viewControllerPresentedCompletion)
  }
}

/// The screen the segues show: a background colour and a toolbar with a Cancel button.
@available(tvOS, unavailable)  // UIToolbar
final class NextViewController: UIViewController {
  let backgroundColor: UIColor
  let hideToolbar: Bool
  let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  var viewControllerDismissedCompletion: (() -> Void)?

  init(backgroundColor: UIColor, hideToolbar: Bool) {
    self.backgroundColor = backgroundColor
    self.hideToolbar = hideToolbar
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = backgroundColor
    toolbar.items = [UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)]
    toolbar.isHidden = hideToolbar
    view.addSubview(toolbar)
  }
}

/// The screen the code presents: a background colour.
final class CodeNextViewController: UIViewController {
  let backgroundColor: UIColor

  init(backgroundColor: UIColor) {
    self.backgroundColor = backgroundColor
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = backgroundColor
  }
}
