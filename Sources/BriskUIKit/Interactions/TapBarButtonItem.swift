#if canImport(UIKit)
  import BriskFixtures
  public import UIKit

  /// Taps a bar button item as a finger would: runs its `primaryAction` or else sends its
  /// `action` to its `target` (or, with no target, up the responder chain from the first
  /// responder, through `UIApplication.sendAction(_:to:from:for:)`, as UIKit does), synchronously,
  /// with the item as the sender.
  ///
  /// When a finger could not tap it, nothing runs and one failure says why: the item is
  /// disabled; it has only a `menu` (run one of its actions with
  /// `performMenuAction(titled:in:)`);
  /// its action has no target and no responder in the chain responds to it;
  /// the target does not respond to the action; or it has nothing to run. A `primaryAction`'s
  /// `sender` is a detached control, as UIKit has no public call that runs an action.
  ///
  /// ```swift
  /// tap(navigationItem.rightBarButtonItem!)
  /// ```
  ///
  /// ```text
  /// tap(_:) cannot tap UIBarButtonItem "Save": it is disabled; nothing was sent
  /// tap(_:) cannot tap UIBarButtonItem "More": it has only a menu; use performMenuAction(titled:in:) to run one of its actions
  /// tap(_:) cannot tap UIBarButtonItem "Save": its action save: has no target, and no responder in the chain from the first responder responds to it; nothing was sent
  /// tap(_:) cannot tap UIBarButtonItem "Save": its target <Screen> does not respond to save:; nothing was sent
  /// tap(_:) cannot tap UIBarButtonItem "Save": it has no primaryAction, action or menu; nothing was sent
  /// ```
  /// - Parameters:
  ///   - item: The item to tap.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @MainActor
  public func tap(
    _ item: UIBarButtonItem,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let finger = Finger(
      "tap(_:) cannot tap \(FingerReach.name(of: item))", fileID: fileID, filePath: filePath,
      line: line, column: column)
    let refuse = finger.refuse
    guard item.isEnabled else { return refuse("it is disabled; nothing was sent") }
    if #available(iOS 14.0, tvOS 14.0, *) {
      if let primaryAction = item.primaryAction { return ActionRunner.run(primaryAction) }
    }
    if let action = item.action {
      guard let target = item.target else {
        // A nil target goes up the responder chain from the first responder, as UIKit sends a
        // bar button item's action (`UIApplication.sendAction(_:to:from:for:)`).
        guard UIApplication.shared.sendAction(action, to: nil, from: item, for: nil) else {
          return refuse(
            "its action \(action) has no target, and no responder in the chain from the first "
              + "responder responds to it; nothing was sent")
        }
        return
      }
      guard let object = target as? NSObject, object.responds(to: action) else {
        return refuse(
          "its target <\(type(of: target))> does not respond to \(action); nothing was sent")
      }
      object.perform(action, with: item)
      return
    }
    if #available(iOS 14.0, tvOS 17.0, *) {
      if item.menu != nil {
        return refuse(
          "it has only a menu; use performMenuAction(titled:in:) to run one of its actions")
      }
    }
    refuse("it has no primaryAction, action or menu; nothing was sent")
  }
#endif
