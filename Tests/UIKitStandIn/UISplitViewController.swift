public import Foundation

/// The stand-in for UIKit's `UISplitViewController`, in its classic form: the first controller is
/// the primary column, the second the detail.
///
/// How it shows a detail depends on its width, as `UISplitViewController.h` says of
/// `showDetailViewController:sender:`:
/// - Horizontally regular (an iPad, or a container's trait override): the detail becomes the
///   second column, once the transition finishes at the main queue's next turn.
/// - Horizontally compact (every iPhone, and the stand-in's default window): the split view is
///   collapsed and `viewControllers` holds the primary only. The primary is sent
///   `show(_:sender:)` when it shows by itself (a navigation controller pushes); otherwise the
///   detail is presented modally, UIKit's fallback.
///
/// Either way the split view must be in a visible window's hierarchy (see `UIViewController`).
@available(iOS 3.2, *)
@MainActor
open class UISplitViewController: UIViewController {
  private var columns: [UIViewController] = []

  /// Creates a split view controller with no columns.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a split view controller from an archive; it starts with no columns.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Whether only one column shows, as in a horizontally compact environment.
  @available(iOS 8.0, *)
  open var isCollapsed: Bool {
    traitCollection.horizontalSizeClass == .compact
  }

  /// The columns: primary, then detail; only the primary while collapsed (`UISplitViewController.h`:
  /// "When the split view controller is collapsed, this property contains only one view
  /// controller"). Setting them takes effect at once.
  open var viewControllers: [UIViewController] {
    get { isCollapsed ? Array(columns.prefix(1)) : columns }
    set {
      for child in columns where !newValue.contains(where: { $0 === child }) {
        if child.isViewLoaded, child.view.superview === storedViewIfLoaded {
          child.view.removeFromSuperview()
        }
      }
      columns = newValue
      setChildren(newValue)
      showColumnViews()
    }
  }

  /// Shows `vc` as the detail: the second column when regular; pushed by the primary, or
  /// presented, when compact. See the type's documentation.
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    guard isInVisibleWindowHierarchy, vc !== self, vc.parent == nil else { return }
    if isCollapsed {
      if let primary = columns.first as? UINavigationController {
        primary.show(vc, sender: sender)
      } else {
        present(vc, animated: true)
      }
      return
    }
    Transition.perform(animated: false) { [self] in
      guard vc.parent == nil else { return }
      viewControllers = Array(columns.prefix(1)) + [vc]
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
    for column in columns where column.view.superview !== container {
      container.addSubview(column.view)
    }
  }
}
