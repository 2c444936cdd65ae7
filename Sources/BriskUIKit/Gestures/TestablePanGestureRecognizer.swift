#if canImport(UIKit)
  import BriskFixtures
  public import UIKit

  /// A `UIPanGestureRecognizer` that a test drives by hand: it records its targets and actions and
  /// sends them on `perform(_:)`, with the state and values the test injects.
  ///
  /// Inject `state`, ``location``, ``translation`` and ``velocity``. Everything it records and
  /// reports is described on ``TestableGestureRecognizer``.
  @MainActor
  public final class TestablePanGestureRecognizer: UIPanGestureRecognizer,
    TestableGestureRecognizer,
    TestableRecognizerHooks
  {
    private var recorded = TargetActionList()
    private var injectedState = UIGestureRecognizer.State.possible
    var lastPerformed: CodeLocation?

    /// What `location(in:)` returns, for any view; `.zero` at first.
    public var location = CGPoint.zero

    /// What `translation(in:)` returns, for any view; `setTranslation(_:in:)` sets it.
    public var translation = CGPoint.zero

    /// What `velocity(in:)` returns, for any view, in points per second.
    public var velocity = CGPoint.zero

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

    var reportedValues: [ScriptedValue] { [.translation, .velocity] }

    func applyReportedValues(of step: GestureScript.Step) {
      if let translation = step.translation { self.translation = translation }
      if let velocity = step.velocity { self.velocity = velocity }
    }

    /// The injected ``location``, whatever the view.
    /// - Parameter view: Ignored.
    /// - Returns: ``location``.
    public override func location(in view: UIView?) -> CGPoint {
      location
    }

    /// The injected ``translation``, whatever the view.
    /// - Parameter view: Ignored.
    /// - Returns: ``translation``.
    public override func translation(in view: UIView?) -> CGPoint {
      translation
    }

    /// Sets ``translation``, as code does to reset it once applied.
    /// - Parameters:
    ///   - translation: The new translation.
    ///   - view: Ignored.
    public override func setTranslation(_ translation: CGPoint, in view: UIView?) {
      self.translation = translation
    }

    /// The injected ``velocity``, whatever the view.
    /// - Parameter view: Ignored.
    /// - Returns: ``velocity``.
    public override func velocity(in view: UIView?) -> CGPoint {
      velocity
    }
  }
#endif
