import UIKit

/// Gesture recognizers, read and set as BriskUIKit's testable recognizers do.
@MainActor
func probeGestures(_ recognizer: UIGestureRecognizer) {
  let _: UIGestureRecognizer.State = recognizer.state
  let _: [UIGestureRecognizer.State] = [.possible, .began, .changed, .cancelled]
  let _: (Int) -> UIGestureRecognizer.State? = UIGestureRecognizer.State.init(rawValue:)
  let _: Int = UIGestureRecognizer.State.possible.rawValue
  let _: Bool = recognizer.isEnabled
  recognizer.isEnabled = true
  let _: UIView? = recognizer.view
  let _: (Any, Selector) -> Void = recognizer.addTarget(_:action:)
  let _: (Any?, Selector?) -> Void = recognizer.removeTarget(_:action:)
}

// BriskUIKit subclasses each recognizer: these override what it overrides, with the same
// signatures, so Apple's UIKit must declare each of them `open` and each initializer designated.

@MainActor
final class ProbeTapGestureRecognizer: UITapGestureRecognizer {
  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
  }

  override var state: UIGestureRecognizer.State {
    get { super.state }
    set {}
  }

  override var isEnabled: Bool {
    get { super.isEnabled }
    set { super.isEnabled = newValue }
  }

  override func addTarget(_ target: Any, action: Selector) {
    super.addTarget(target, action: action)
  }

  override func removeTarget(_ target: Any?, action: Selector?) {
    super.removeTarget(target, action: action)
  }

  override func location(in view: UIView?) -> CGPoint {
    super.location(in: view)
  }
}

@MainActor
final class ProbePanGestureRecognizer: UIPanGestureRecognizer {
  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
  }

  override func translation(in view: UIView?) -> CGPoint {
    super.translation(in: view)
  }

  override func setTranslation(_ translation: CGPoint, in view: UIView?) {
    super.setTranslation(translation, in: view)
  }

  override func velocity(in view: UIView?) -> CGPoint {
    super.velocity(in: view)
  }
}

@MainActor
final class ProbeLongPressGestureRecognizer: UILongPressGestureRecognizer {
  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
  }
}

@MainActor
final class ProbeSwipeGestureRecognizer: UISwipeGestureRecognizer {
  override init(target: Any?, action: Selector?) {
    super.init(target: target, action: action)
  }
}

#if !os(tvOS)  // tvOS has no pinch or rotation recognizer.
  @MainActor
  final class ProbePinchGestureRecognizer: UIPinchGestureRecognizer {
    override init(target: Any?, action: Selector?) {
      super.init(target: target, action: action)
      scale = 1
    }

    override var velocity: CGFloat {
      super.velocity
    }
  }

  @MainActor
  final class ProbeRotationGestureRecognizer: UIRotationGestureRecognizer {
    override init(target: Any?, action: Selector?) {
      super.init(target: target, action: action)
      rotation = 0
    }

    override var velocity: CGFloat {
      super.velocity
    }
  }
#endif
