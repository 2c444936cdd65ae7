public import Foundation

/// The stand-in for UIKit's `UIControl`: a view that runs actions for events.
///
/// `sendActions(for:)` runs, in the order they were added, the `UIAction` closures added with
/// `addAction(_:for:)` and the targets and actions added with `addTarget(_:action:for:)` (with the
/// stand-in's `Selector`, which carries its method). The control holds its targets weakly, as
/// UIKit does not retain them. Each target and action goes through
/// `UIApplication.shared.sendAction(_:to:from:for:)`, as UIControl.h says `sendAction(_:to:for:)`
/// does, so a `nil` target travels up the responder chain from the control; a target added and
/// since released gets nothing (UIKit keeps a zeroing weak reference, so the action would go up
/// the chain there; the stand-in takes the stricter view that it is lost).
@available(iOS 2.0, *)
@MainActor
open class UIControl: UIView {
  /// Events a control reports.
  public struct Event: OptionSet, @unchecked Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static var touchDown: UIControl.Event { Event(rawValue: 1 << 0) }
    public static var touchDownRepeat: UIControl.Event { Event(rawValue: 1 << 1) }
    public static var touchDragInside: UIControl.Event { Event(rawValue: 1 << 2) }
    public static var touchDragOutside: UIControl.Event { Event(rawValue: 1 << 3) }
    public static var touchDragEnter: UIControl.Event { Event(rawValue: 1 << 4) }
    public static var touchDragExit: UIControl.Event { Event(rawValue: 1 << 5) }
    public static var touchUpInside: UIControl.Event { Event(rawValue: 1 << 6) }
    public static var touchUpOutside: UIControl.Event { Event(rawValue: 1 << 7) }
    public static var touchCancel: UIControl.Event { Event(rawValue: 1 << 8) }
    public static var valueChanged: UIControl.Event { Event(rawValue: 1 << 12) }
    @available(iOS 9.0, *)
    public static var primaryActionTriggered: UIControl.Event { Event(rawValue: 1 << 13) }
    @available(iOS 14.0, tvOS 14.0, *)
    public static var menuActionTriggered: UIControl.Event { Event(rawValue: 1 << 14) }
    public static var editingDidBegin: UIControl.Event { Event(rawValue: 1 << 16) }
    public static var editingChanged: UIControl.Event { Event(rawValue: 1 << 17) }
    public static var editingDidEnd: UIControl.Event { Event(rawValue: 1 << 18) }
    public static var editingDidEndOnExit: UIControl.Event { Event(rawValue: 1 << 19) }
    public static var allTouchEvents: UIControl.Event { Event(rawValue: 0x0FFF) }
    public static var allEditingEvents: UIControl.Event { Event(rawValue: 0xF_0000) }
    public static var applicationReserved: UIControl.Event { Event(rawValue: 0x0F00_0000) }
    public static var systemReserved: UIControl.Event { Event(rawValue: 0xF000_0000) }
    public static var allEvents: UIControl.Event { Event(rawValue: 0xFFFF_FFFF) }
  }

  private enum Handler {
    case action(UIAction)
    case target(WeakTarget, Selector)
  }

  private struct WeakTarget {
    weak var object: AnyObject?
    /// Whether the target was `nil` when added: the action goes up the responder chain.
    var isNil = false
  }

  private var actions: [(handler: Handler, events: UIControl.Event)] = []

  /// Whether the control is enabled.
  open var isEnabled = true
  /// Whether the control is selected.
  open var isSelected = false
  /// Whether the control is highlighted.
  open var isHighlighted = false

  /// Creates a control with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Runs `action` for `controlEvents`. Actions are unique by identifier: one with the
  /// identifier of an action already added replaces it, keeping the events it was added for.
  @available(iOS 14.0, tvOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    add(.action(action), for: controlEvents) {
      if case .action(let added) = $0 { added.identifier == action.identifier } else { false }
    }
  }

  /// Stops running `action` for `controlEvents`.
  @available(iOS 14.0, tvOS 14.0, *)
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    remove(controlEvents) {
      if case .action(let added) = $0 { added.identifier == action.identifier } else { false }
    }
  }

  /// Sends `action` to `target` for `controlEvents`. Adding a pair again adds the events to it.
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
    let object = target.map { $0 as AnyObject }
    add(.target(WeakTarget(object: object, isNil: object == nil), action), for: controlEvents) {
      if case .target(let added, let selector) = $0 {
        added.object === object && selector == action
      } else {
        false
      }
    }
  }

  /// Stops sending `action` to `target` for `controlEvents`; a `nil` target or action matches
  /// every target or action.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
    let object = target.map { $0 as AnyObject }
    remove(controlEvents) {
      guard case .target(let added, let selector) = $0 else { return false }
      return (object == nil || added.object === object) && (action == nil || selector == action)
    }
  }

  /// Runs, in the order they were added, the actions and targets added for any of
  /// `controlEvents`, with the control as their sender.
  open func sendActions(for controlEvents: UIControl.Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      switch entry.handler {
      case .action(let action): action.perform(sender: self)
      case .target(let target, let action):
        if target.isNil {
          sendAction(action, to: nil, for: nil)
        } else if let object = target.object {
          sendAction(action, to: object, for: nil)
        }
      }
    }
  }

  /// Sends `action` to `target` (`nil`: up the responder chain) through the app, with the
  /// control as sender.
  /// - Parameters:
  ///   - action: The action method.
  ///   - target: The object that implements it, or `nil` to search the responder chain.
  ///   - event: The event that set it off, if any.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    UIApplication.shared.sendAction(action, to: target, from: self, for: event)
  }

  private func add(
    _ handler: Handler, for events: UIControl.Event, matching: (Handler) -> Bool
  ) {
    if let index = actions.firstIndex(where: { matching($0.handler) }) {
      actions[index] = (handler, actions[index].events.union(events))
    } else {
      actions.append((handler, events))
    }
  }

  private func remove(_ events: UIControl.Event, matching: (Handler) -> Bool) {
    for index in actions.indices.reversed() where matching(actions[index].handler) {
      actions[index].events.subtract(events)
      if actions[index].events.isEmpty { actions.remove(at: index) }
    }
  }
}
