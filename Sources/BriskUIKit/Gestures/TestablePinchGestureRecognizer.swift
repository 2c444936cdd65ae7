// Pinch and rotation recognizers do not exist on tvOS.
#if canImport(UIKit) && !os(tvOS)
  import BriskFixtures
  public import UIKit

  /// A `UIPinchGestureRecognizer` that a test drives by hand: it records its targets and actions
  /// and sends them on `perform(_:)`, with the state and values the test injects.
  ///
  /// Inject `state`, ``location``, `scale` (settable in UIKit too) and ``velocity``. Everything it
  /// records and reports is described on ``TestableGestureRecognizer``.
  @MainActor
  public final class TestablePinchGestureRecognizer: UIPinchGestureRecognizer,
    TestableGestureRecognizer,
    TestableRecognizerHooks
  {
    private var recorded = TargetActionList()
    private var injectedState = UIGestureRecognizer.State.possible
    var lastPerformed: CodeLocation?

    /// What `location(in:)` returns, for any view; `.zero` at first.
    public var location = CGPoint.zero

    /// The pinch's speed, in scale per second; settable here, read-only in UIKit.
    public override var velocity: CGFloat {
      get { injectedVelocity }
      set { injectedVelocity = newValue }
    }
    private var injectedVelocity: CGFloat = 0

    /// Creates a recognizer and records `target` and `action`.
    /// - Parameters:
    ///   - target: The object to send `action` to.
    ///   - action: The action method.
    public override init(target: Any?, action: Selector?) {
      super.init(target: target, action: action)
      recorded.add(target, action)
    }

    public var targetActions: [GestureTargetAction] {
      recorded.pairs
    }

    /// The injected state; `.possible` at first.
    public override var state: UIGestureRecognizer.State {
      get { injectedState }
      set { injectedState = newValue }
    }

    /// Adds a target and action, and records them.
    /// - Parameters:
    ///   - target: The object to send `action` to.
    ///   - action: The action method.
    public override func addTarget(_ target: Any, action: Selector) {
      super.addTarget(target, action: action)
      recorded.add(target, action)
    }

    /// Removes a target and action from the recognizer and the record.
    /// - Parameters:
    ///   - target: The object, or `nil` for every target.
    ///   - action: The action, or `nil` for every action.
    public override func removeTarget(_ target: Any?, action: Selector?) {
      super.removeTarget(target, action: action)
      recorded.remove(target, action)
    }

    /// Whether the recognizer receives touches. Setting it to `false` while the gesture is
    /// `.began` or `.changed` cancels the gesture, as in UIKit: the state becomes `.cancelled`
    /// and the actions are sent once.
    public override var isEnabled: Bool {
      get { super.isEnabled }
      set {
        let cancels = cancelsWhenEnabled(is: newValue)
        super.isEnabled = newValue
        if cancels { cancelGesture() }
      }
    }

    var reportedValues: [ScriptedValue] { [.scale] }

    func applyReportedValues(of step: GestureScript.Step) {
      if let scale = step.scale { self.scale = scale }
    }

    /// The injected ``location``, whatever the view.
    /// - Parameter view: Ignored.
    /// - Returns: ``location``.
    public override func location(in view: UIView?) -> CGPoint {
      location
    }
  }
#endif
