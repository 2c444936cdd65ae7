// UISwipeActionsConfiguration.h: API_AVAILABLE(ios(11.0)) API_UNAVAILABLE(tvos). The attribute is
// ignored on Linux, so a simulated tvOS build (BRISK_UIKIT_STANDIN=tvOS) removes the class.
#if !BRISK_STANDIN_TVOS
  public import Foundation

  /// The stand-in for UIKit's `UISwipeActionsConfiguration`: the actions a swipe on a row shows.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  open class UISwipeActionsConfiguration: NSObject {
    /// The actions, from the edge inwards.
    open private(set) var actions: [UIContextualAction]
    /// Whether a full swipe performs the first action; `true` by default.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration (UIKit's `+configurationWithActions:`).
    public convenience init(actions: [UIContextualAction]) {
      self.init(storedActions: actions)
    }

    private init(storedActions: [UIContextualAction]) {
      actions = storedActions
      super.init()
    }
  }
#endif
