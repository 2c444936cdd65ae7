extension UIAlertController {
  /// The stand-in for UIKit's `UIAlertController.Style` (`UIAlertControllerStyle`).
  @available(iOS 8.0, *)
  // An imported Objective-C enum is not frozen: a client `switch` needs `@unknown default`.
  @nonexhaustive
  public enum Style: Int, @unchecked Sendable {
    case actionSheet = 0
    case alert = 1
  }
}
