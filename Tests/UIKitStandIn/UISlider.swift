// UISlider.h: API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos). The attribute is ignored on Linux, so
// a simulated tvOS build (BRISK_UIKIT_STANDIN=tvOS) removes the class.
#if !BRISK_STANDIN_TVOS
  public import Foundation

  /// The stand-in for UIKit's `UISlider`: a value between a minimum and a maximum. As in UIKit, the
  /// value is pinned to the range, and setting it sends no action.
  @available(iOS 2.0, *)
  @available(tvOS, unavailable)
  @MainActor
  open class UISlider: UIControl {
    private var storedValue: Float = 0

    /// The value, pinned to `minimumValue...maximumValue`; 0 by default.
    open var value: Float {
      get { storedValue }
      set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }

    /// The lowest value; 0 by default. Raising it above the value raises the value.
    open var minimumValue: Float = 0 {
      didSet { value = storedValue }
    }

    /// The highest value; 1 by default. Lowering it below the value lowers the value.
    open var maximumValue: Float = 1 {
      didSet { value = storedValue }
    }

    /// Whether a drag sends `.valueChanged` as the value moves, or once at the end; `true`.
    open var isContinuous = true

    /// Creates a slider.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a slider from an archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Sets the value without sending an action.
    open func setValue(_ value: Float, animated: Bool) {
      self.value = value
    }
  }
#endif
