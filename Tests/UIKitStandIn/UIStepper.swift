// UIStepper.h: API_AVAILABLE(ios(5.0)) API_UNAVAILABLE(tvos). The attribute is ignored on Linux,
// so a simulated tvOS build (BRISK_UIKIT_STANDIN=tvOS) removes the class.
#if !BRISK_STANDIN_TVOS
  public import Foundation

  /// The stand-in for UIKit's `UIStepper`: a value that a minus and a plus button step between a
  /// minimum and a maximum. Setting the value pins it to the range and sends no action here
  /// (the header's "sends UIControlEventValueChanged" describes a user's tap; the stricter
  /// choice).
  @available(iOS 5.0, *)
  @available(tvOS, unavailable)
  @MainActor
  open class UIStepper: UIControl {
    private var storedValue: Double = 0

    /// The value, pinned to `minimumValue...maximumValue`; 0 by default.
    open var value: Double {
      get { storedValue }
      set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    /// The lowest value; 0 by default.
    open var minimumValue: Double = 0 {
      didSet { value = storedValue }
    }
    /// The highest value; 100 by default.
    open var maximumValue: Double = 100 {
      didSet { value = storedValue }
    }
    /// How much a tap changes the value; 1 by default.
    open var stepValue: Double = 1
    /// Whether stepping past an end wraps to the other; `false` by default.
    open var wraps = false

    /// Creates a stepper.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a stepper from an archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }
  }
#endif
