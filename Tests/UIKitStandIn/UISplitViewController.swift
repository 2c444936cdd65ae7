public import Foundation

/// The stand-in for UIKit's `UISplitViewController`, in its classic two-column form: the first
/// controller is the primary column, the second the detail.
///
/// `showDetailViewController(_:sender:)` is a transition: it happens only in the key window's
/// hierarchy and finishes at the main queue's next turn (see `UIViewController`).
@available(iOS 3.2, *)
@MainActor
open class UISplitViewController: UIViewController {
  /// Creates a split view controller with no columns.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a split view controller from an archive; it starts with no columns.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The columns: primary, then detail. Setting them takes effect at once.
  open var viewControllers: [UIViewController] {
    get { children }
    set {
      for child in children where !newValue.contains(where: { $0 === child }) {
        if child.isViewLoaded, child.view.superview === storedViewIfLoaded {
          child.view.removeFromSuperview()
        }
      }
      setChildren(newValue)
      showColumnViews()
    }
  }

  /// Makes `vc` the detail, the second column, once the transition finishes.
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    guard isInKeyWindowHierarchy, vc !== self, vc.parent == nil else { return }
    Transition.perform(animated: false) { [self] in
      guard vc.parent == nil else { return }
      viewControllers = Array(viewControllers.prefix(1)) + [vc]
    }
  }

  override func didLoadView() {
    showColumnViews()
  }

  private var storedViewIfLoaded: UIView? {
    isViewLoaded ? view : nil
  }

  /// Puts every column's view in the split view controller's view.
  private func showColumnViews() {
    guard let container = storedViewIfLoaded else { return }
    for column in viewControllers where column.view.superview !== container {
      container.addSubview(column.view)
    }
  }
}
