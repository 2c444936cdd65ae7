public import Foundation

#if canImport(CoreGraphics)
  // On Apple platforms `CGPoint.zero`, a default argument below, is declared in CoreGraphics.
  public import CoreGraphics
#endif

extension GestureScript {
  /// A drag: `began` with translation `.zero`, `changed` at each translation, then `ended` at
  /// the last one (at `.zero` when there are none).
  ///
  /// ```swift
  /// .pan(translations: [CGPoint(x: -50, y: 50)])
  /// // [began(translation: (0.0, 0.0)), changed(translation: (-50.0, 50.0)),
  /// //  ended(translation: (-50.0, 50.0))]
  /// ```
  /// - Parameter translations: How far the drag has moved since it began, at each change.
  /// - Returns: The script.
  public static func pan(translations: [CGPoint]) -> GestureScript {
    continuous(translations, from: .zero) { Step($0, translation: $1) }
  }

  /// A pinch: `began` at scale 1, `changed` at each scale, then `ended` at the last one.
  /// - Parameter scales: The pinch's scale, relative to its start, at each change.
  /// - Returns: The script.
  public static func pinch(scales: [CGFloat]) -> GestureScript {
    continuous(scales, from: 1) { Step($0, scale: $1) }
  }

  /// A rotation: `began` at 0, `changed` at each angle, then `ended` at the last one.
  /// - Parameter angles: The rotation since it began, in radians, at each change.
  /// - Returns: The script.
  public static func rotation(angles: [CGFloat]) -> GestureScript {
    continuous(angles, from: 0) { Step($0, rotation: $1) }
  }

  /// A tap, a discrete gesture: one `ended` step at `location`.
  /// - Parameter location: Where the tap lands.
  /// - Returns: The script.
  public static func tap(at location: CGPoint = .zero) -> GestureScript {
    GestureScript([Step(.ended, location: location)])
  }

  /// A swipe, a discrete gesture: one `ended` step at `location`.
  /// - Parameter location: Where the swipe is recognized.
  /// - Returns: The script.
  public static func swipe(at location: CGPoint = .zero) -> GestureScript {
    GestureScript([Step(.ended, location: location)])
  }

  /// A press held long enough: `began`, then `ended`, both at `location`.
  /// - Parameter location: Where the finger is.
  /// - Returns: The script.
  public static func longPress(at location: CGPoint = .zero) -> GestureScript {
    GestureScript([Step(.began, location: location), Step(.ended, location: location)])
  }

  /// `began` at `neutral`, `changed` at each value, `ended` at the last (`neutral` if none).
  private static func continuous<Value>(
    _ values: [Value], from neutral: Value, _ step: (GesturePhase, Value) -> Step
  ) -> GestureScript {
    let changes = values.map { step(.changed, $0) }
    return GestureScript([step(.began, neutral)] + changes + [step(.ended, values.last ?? neutral)])
  }
}
