extension UIControl {
  /// The states a control's appearance is set for, such as a button's title.
  @available(iOS 2.0, *)
  public struct State: OptionSet, @unchecked Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static var normal: UIControl.State { State(rawValue: 0) }
    public static var highlighted: UIControl.State { State(rawValue: 1 << 0) }
    public static var disabled: UIControl.State { State(rawValue: 1 << 1) }
    public static var selected: UIControl.State { State(rawValue: 1 << 2) }
  }
}
