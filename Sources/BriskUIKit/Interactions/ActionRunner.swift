#if canImport(UIKit)
  import UIKit

  /// Runs a `UIAction`'s handler through public UIKit API only.
  ///
  /// UIKit has no public call that runs an action, so Brisk adds it to a detached control for
  /// `.primaryActionTriggered` and sends that event, as a button made with `primaryAction` does:
  /// the handler runs at once, with the action, and the action's `sender` is that control.
  @available(iOS 14.0, tvOS 14.0, *)
  @MainActor
  enum ActionRunner {
    /// Runs `action`'s handler once.
    static func run(_ action: UIAction) {
      let runner = UIControl(frame: .zero)
      runner.addAction(action, for: .primaryActionTriggered)
      runner.sendActions(for: .primaryActionTriggered)
      runner.removeAction(action, for: .primaryActionTriggered)
    }
  }
#endif
