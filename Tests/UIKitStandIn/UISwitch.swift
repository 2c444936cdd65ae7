// UISwitch.h: API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos). The attribute is ignored on Linux, so
// a simulated tvOS build (BRISK_UIKIT_STANDIN=tvOS) removes the class.
#if !BRISK_STANDIN_TVOS
  public import Foundation

  /// The stand-in for UIKit's `UISwitch`: an on/off control. Setting `isOn` or calling
  /// `setOn(_:animated:)` sends no action, as in UIKit; a finger's flip sends `.valueChanged`.
  @available(iOS 2.0, *)
  @available(tvOS, unavailable)
  @MainActor
  open class UISwitch: UIControl {
    /// Whether the switch is on; `false` by default.
    open var isOn = false

    /// Creates a switch; UIKit gives it its own size.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a switch from an archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Turns the switch on or off without sending an action.
    open func setOn(_ on: Bool, animated: Bool) {
      isOn = on
    }
  }
#endif
