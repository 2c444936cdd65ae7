extension UIAlertAction {
  /// The stand-in for UIKit's `UIAlertAction.Style` (`UIAlertActionStyle`).
  @available(iOS 8.0, *)
  // An imported Objective-C enum is not frozen: a client `switch` needs `@unknown default`.
  @nonexhaustive
  public enum Style: Int, @unchecked Sendable {
    case `default` = 0
    case cancel = 1
    case destructive = 2
  }
}
