public import Foundation

/// The stand-in for UIKit's `UIBarButtonItem`: a bar item that sends an action to a target, runs
/// a primary action, or shows a menu.
///
/// As in UIKit, setting a non-nil `primaryAction` sets the item's title and image from it, and
/// the item then ignores `target` and `action`. UIKit copies the primary action and the menu; the
/// stand-in keeps the objects it is given.
@available(iOS 2.0, *)
@MainActor
open class UIBarButtonItem: UIBarItem {
  /// How an item looks.
  // An imported Objective-C enum is not frozen: a client `switch` needs `@unknown default`.
  @nonexhaustive
  public enum Style: Int, @unchecked Sendable {
    case plain = 0
    case done = 2
  }

  /// How the item looks; `.plain` by default.
  open var style = UIBarButtonItem.Style.plain
  /// The object that receives `action`; UIKit holds it weakly.
  open weak var target: AnyObject?
  /// The action sent to `target` when the item is tapped.
  open var action: Selector?
  private var storedPrimaryAction: UIAction?
  private var storedMenu: UIMenu?

  /// The action a tap runs, in place of `target` and `action`.
  @available(iOS 14.0, tvOS 14.0, *)
  open var primaryAction: UIAction? {
    get { storedPrimaryAction }
    set {
      storedPrimaryAction = newValue
      if let newValue {
        title = newValue.title
        image = newValue.image
      }
    }
  }

  /// The menu the item shows.
  @available(iOS 14.0, tvOS 17.0, *)
  open var menu: UIMenu? {
    get { storedMenu }
    set { storedMenu = newValue }
  }

  /// Creates an item with no title, action or menu.
  public override init() {
    super.init()
  }

  /// Creates an item from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a titled item that sends `action` to `target`.
  public convenience init(
    title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?
  ) {
    self.init()
    self.title = title
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// Creates an item that runs `primaryAction` or shows `menu`.
  @available(iOS 14.0, tvOS 14.0, *)
  @preconcurrency
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
    storedMenu = menu
  }
}
