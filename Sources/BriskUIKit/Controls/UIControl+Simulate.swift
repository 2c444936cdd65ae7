#if canImport(UIKit)
  public import UIKit

  extension UIControl {
    /// Taps the control: sends `.touchUpInside`, synchronously, if a finger could work it.
    ///
    /// Nothing is sent while the control is disabled (`isEnabled == false`) or ignores touches
    /// (`isUserInteractionEnabled == false`), as on a device, so a test sees a disabled button
    /// ignore a tap. A `UIButton` made with `primaryAction` runs it for
    /// `.primaryActionTriggered`: use `simulate(.primaryActionTriggered)` for it.
    ///
    /// ```swift
    /// button.simulateTap()
    /// expect(button.backgroundColor) == .green
    /// ```
    public func simulateTap() {
      simulate(.touchUpInside)
    }

    /// Sends each of `events` in turn, lowest bit first, synchronously, if a finger could work
    /// the control: it is enabled and `isUserInteractionEnabled`.
    ///
    /// Each event is sent on its own, as UIKit sends them, so an action added for two of the
    /// events runs twice; and each is sent only if the control can still be worked, so an action
    /// that disables the control stops the events after it.
    /// - Parameter events: The events, such as `[.touchDown, .touchUpInside]`.
    public func simulate(_ events: UIControl.Event) {
      for bit in 0..<UInt.bitWidth {
        let event = UIControl.Event(rawValue: 1 << bit)
        guard events.contains(event) else { continue }
        guard isEnabled, isUserInteractionEnabled else { return }
        sendActions(for: event)
      }
    }
  }
#endif
