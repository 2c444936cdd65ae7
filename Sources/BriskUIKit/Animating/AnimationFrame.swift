#if canImport(UIKit)
  import BriskFixtures
  public import UIKit

  /// One frame of an animation that ``stepThrough(_:frames:named:fileID:filePath:line:column:_:)``
  /// stepped to: its progress, its name, and what each view shows in it.
  @MainActor
  public struct AnimationFrame {
    /// How far through the animation the frame is, from 0 to 1.
    public let progress: CGFloat
    /// The frame's stable name, such as `animation_03`, for a snapshot file.
    public let name: String
    let reporter: FrameReporter

    /// What `view` shows in this frame: its presentation layer's values
    /// (`view.layer.presentation()`), which move while the view's own properties already hold
    /// the end values.
    ///
    /// A view that is not on screen has no presentation layer. Its frames would all show the end
    /// values, so that is reported at the `stepThrough` call, once per view, and the model
    /// values are returned:
    ///
    /// ```text
    /// stepThrough: <UIView> has no presentation layer at animation_00: it is not in a visible window, so nothing of it is on screen; host it in one (withKeyWindow) to step through what it shows
    /// ```
    /// - Parameter view: A view the animator animates, or any other.
    /// - Returns: The values on screen.
    public func presentation(of view: UIView) -> ViewPresentation {
      guard let layer = view.layer.presentation() else {
        reporter.reportOffScreen(view, at: name)
        return ViewPresentation(modelOf: view)
      }
      return ViewPresentation(layer: layer)
    }
  }

  /// Reports each view that is off screen once per `stepThrough` call.
  @MainActor
  final class FrameReporter {
    private let location: CodeLocation
    private var reported: Set<ObjectIdentifier> = []

    init(location: CodeLocation) {
      self.location = location
    }

    func reportOffScreen(_ view: UIView, at name: String) {
      guard reported.insert(ObjectIdentifier(view)).inserted else { return }
      fail(
        "stepThrough: <\(type(of: view))> has no presentation layer at \(name): it is not in a "
          + "visible window, so nothing of it is on screen; host it in one (withKeyWindow) to "
          + "step through what it shows", at: location)
    }
  }
#endif
