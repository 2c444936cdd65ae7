#if canImport(UIKit)
  public import UIKit

  /// The values one view shows: its frame, opacity, transform, background colour, corner radius
  /// and whether it is hidden.
  ///
  /// While a property animator is active, a view's own properties (its model) already hold the
  /// end values, and only its layer's presentation moves. Read what is on screen with
  /// ``init(presentationOf:)``, and what the view will settle on with ``init(modelOf:)``:
  ///
  /// ```swift
  /// animator.pauseAnimation()
  /// animator.fractionComplete = 0.5
  /// ViewPresentation(modelOf: card).alpha         // 0: the end value, at once
  /// ViewPresentation(presentationOf: card).alpha  // 0.5: what the screen shows
  /// ```
  public struct ViewPresentation: Equatable {
    /// The view's rectangle in its superview's coordinates.
    public var frame: CGRect
    /// The view's opacity, from 0 to 1.
    public var alpha: CGFloat
    /// Whether the view is hidden.
    public var isHidden: Bool
    /// The view's affine transform.
    public var transform: CGAffineTransform
    /// The view's background colour; `nil` is transparent.
    public var backgroundColor: UIColor?
    /// The radius of the view's layer's rounded corners.
    public var cornerRadius: CGFloat

    /// The values of the view itself: its model, which an animation sets to the end values at
    /// once.
    /// - Parameter view: The view to read.
    @MainActor
    public init(modelOf view: UIView) {
      frame = view.frame
      alpha = view.alpha
      isHidden = view.isHidden
      transform = view.transform
      backgroundColor = view.backgroundColor
      cornerRadius = view.layer.cornerRadius
    }

    /// The values on screen: the view's presentation layer (`layer.presentation()`), with the
    /// animations in flight applied.
    ///
    /// A layer that has never been committed to the screen, such as that of a view in no
    /// window, has no presentation; then this reads the model layer, as UIKit would draw it.
    /// - Parameter view: The view to read.
    @MainActor
    public init(presentationOf view: UIView) {
      self.init(layer: view.layer.presentation() ?? view.layer)
    }

    @MainActor
    init(layer: CALayer) {
      frame = layer.frame
      alpha = CGFloat(layer.opacity)
      isHidden = layer.isHidden
      transform = layer.affineTransform()
      backgroundColor = layer.backgroundColor.map { UIColor(cgColor: $0) }
      cornerRadius = layer.cornerRadius
    }
  }
#endif
