import Foundation

extension UIView {
  /// The timing curves of `UIViewPropertyAnimator(duration:curve:animations:)`.
  public enum AnimationCurve: Int, @unchecked Sendable {
    case easeInOut = 0
    case easeIn = 1
    case easeOut = 2
    case linear = 3
  }
}
