public import Foundation

/// The stand-in for UIKit's `UIPanGestureRecognizer`: a continuous drag.
///
/// The translation is what `setTranslation(_:in:)` set last, `.zero` at first; the velocity is
/// `.zero`, since the stand-in has no touches.
@available(iOS 3.2, *)
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  private var storedTranslation = CGPoint.zero

  /// How far the drag has moved since it began, in `view`'s coordinates.
  open func translation(in view: UIView?) -> CGPoint {
    storedTranslation
  }

  /// Resets the translation, usually to `.zero` once it has been applied.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    storedTranslation = translation
  }

  /// How fast the drag moves, in points per second.
  open func velocity(in view: UIView?) -> CGPoint {
    .zero
  }
}
