// UIDatePicker.h: API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos). The attribute is ignored on
// Linux, so a simulated tvOS build (BRISK_UIKIT_STANDIN=tvOS) removes the class.
#if !BRISK_STANDIN_TVOS
  public import Foundation

  /// The stand-in for UIKit's `UIDatePicker`: a date, optionally between a minimum and a maximum.
  /// Setting the date sends no action, as in UIKit.
  @available(iOS 2.0, *)
  @available(tvOS, unavailable)
  @MainActor
  open class UIDatePicker: UIControl {
    /// The date shown; the moment the picker was made by default.
    open var date = Date()
    /// The earliest date a user can pick; `nil` for none.
    open var minimumDate: Date?
    /// The latest date a user can pick; `nil` for none.
    open var maximumDate: Date?

    /// Creates a date picker.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a date picker from an archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    /// Shows `date` without sending an action.
    open func setDate(_ date: Date, animated: Bool) {
      self.date = date
    }
  }
#endif
