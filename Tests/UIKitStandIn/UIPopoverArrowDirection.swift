/// The stand-in for UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, @unchecked Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static var up: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 << 0) }
  public static var down: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 << 1) }
  public static var left: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 << 2) }
  public static var right: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 1 << 3) }
  public static var any: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: 15) }
  public static var unknown: UIPopoverArrowDirection { UIPopoverArrowDirection(rawValue: .max) }
}
