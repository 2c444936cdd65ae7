#if canImport(UIKit)
  public import UIKit

  /// A target and action a testable gesture recognizer was given, from its initializer or
  /// `addTarget(_:action:)`.
  ///
  /// The target is held weakly, so recording it never keeps a screen alive.
  public struct GestureTargetAction {
    /// The object the action is sent to; `nil` once it has been released.
    public weak var target: AnyObject?
    /// The action method.
    public let action: Selector

    /// Creates a pair.
    /// - Parameters:
    ///   - target: The object the action is sent to.
    ///   - action: The action method.
    public init(target: AnyObject?, action: Selector) {
      self.target = target
      self.action = action
    }
  }

  /// The pairs a testable recognizer keeps: each pair once, in the order added.
  struct TargetActionList {
    private(set) var pairs: [GestureTargetAction] = []

    /// Adds a pair unless it is there already or either half is `nil`, which UIKit ignores.
    mutating func add(_ target: Any?, _ action: Selector?) {
      guard let target, let action else { return }
      let object = target as AnyObject
      guard !pairs.contains(where: { $0.target === object && $0.action == action }) else { return }
      pairs.append(GestureTargetAction(target: object, action: action))
    }

    /// Removes the pairs that match; a `nil` target or action matches every target or action.
    mutating func remove(_ target: Any?, _ action: Selector?) {
      let object = target.map { $0 as AnyObject }
      pairs.removeAll { pair in
        (object == nil || pair.target === object) && (action == nil || pair.action == action)
      }
    }
  }
#endif
