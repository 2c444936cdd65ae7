// UIContextualAction.h: API_AVAILABLE(ios(11.0)) API_UNAVAILABLE(tvos). The attribute is ignored
// on Linux, so a simulated tvOS build (BRISK_UIKIT_STANDIN=tvOS) removes the class.
#if !BRISK_STANDIN_TVOS
  public import Foundation

  /// The stand-in for UIKit's `UIContextualAction`: a titled swipe action and the handler a tap
  /// on it runs, which calls its completion to say whether it acted.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  open class UIContextualAction: NSObject {
    /// How an action looks.
    // An imported Objective-C enum is not frozen: a client `switch` needs `@unknown default`.
    @nonexhaustive
    public enum Style: Int, @unchecked Sendable {
      case normal = 0
      case destructive = 1
    }

    /// What a tap runs: the action, the view that shows it, and a completion to call with
    /// whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// How the action looks.
    open private(set) var style: UIContextualAction.Style
    /// What a tap runs.
    open private(set) var handler: UIContextualAction.Handler
    /// The action's title.
    open var title: String?

    /// Creates an action (UIKit's `+contextualActionWithStyle:title:handler:`).
    public convenience init(
      style: UIContextualAction.Style, title: String?,
      handler: @escaping UIContextualAction.Handler
    ) {
      self.init(storedStyle: style, title: title, handler: handler)
    }

    private init(
      storedStyle: UIContextualAction.Style, title: String?,
      handler: @escaping UIContextualAction.Handler
    ) {
      style = storedStyle
      self.handler = handler
      self.title = title
      super.init()
    }
  }
#endif
