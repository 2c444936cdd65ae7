public import Foundation

/// The stand-in for UIKit's `UIControl`: a view that runs actions for events.
///
/// Actions are `UIAction` closures, added with `addAction(_:for:)` and run with
/// `sendActions(for:)`. Target/action with a selector is left out: `#selector` needs
/// Objective-C, which Linux lacks.
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
    @available(iOS 14.0, *)
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

  private var actions: [(action: UIAction, events: UIControl.Event)] = []

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
  @available(iOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
      actions[index] = (action, actions[index].events.union(controlEvents))
    } else {
      actions.append((action, controlEvents))
    }
  }

  /// Stops running `action` for `controlEvents`.
  @available(iOS 14.0, *)
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    guard let index = actions.firstIndex(where: { $0.action.identifier == action.identifier })
    else { return }
    actions[index].events.subtract(controlEvents)
    if actions[index].events.isEmpty { actions.remove(at: index) }
  }

  /// Runs, in the order they were added, the actions added for any of `controlEvents`, with the
  /// control as their sender.
  open func sendActions(for controlEvents: UIControl.Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.perform(sender: self)
    }
  }
}
