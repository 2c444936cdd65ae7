#if canImport(UIKit)
  public import BriskFixtures
  public import UIKit

  /// A gesture recognizer a test drives by hand: it records its targets and actions, reports the
  /// state and values the test injects, and sends its actions when the test says so.
  ///
  /// Brisk has one for each of UIKit's common recognizers: ``TestablePanGestureRecognizer``,
  /// ``TestableTapGestureRecognizer``, ``TestableLongPressGestureRecognizer``,
  /// ``TestableSwipeGestureRecognizer``, ``TestablePinchGestureRecognizer`` and
  /// ``TestableRotationGestureRecognizer``. Let the screen make its recognizer through a factory,
  /// so a test can hand it a testable one:
  ///
  /// ```swift
  /// let pan = TestablePanGestureRecognizer(target: screen, action: #selector(Screen.didPan(_:)))
  /// pan.perform(.began)
  /// pan.translation = CGPoint(x: -50, y: 50)
  /// pan.perform(.changed)
  /// pan.perform(.pan(translations: [CGPoint(x: 10, y: 0)]).cancelled(after: 2))
  /// ```
  @MainActor
  public protocol TestableGestureRecognizer: UIGestureRecognizer {
    /// Every target and action added, from the initializer and `addTarget(_:action:)`, each
    /// once, in order; `removeTarget(_:action:)` removes them.
    var targetActions: [GestureTargetAction] { get }
    /// The state the recognizer reports; `perform(_:)` sets it.
    var state: UIGestureRecognizer.State { get set }
    /// What `location(in:)` returns, for any view; `.zero` at first.
    var location: CGPoint { get set }
  }

  extension TestableGestureRecognizer {
    /// Moves the recognizer to `state` and sends every action to its target before it returns.
    ///
    /// UIKit calls the actions of a real recognizer at the next turn of the run loop after its
    /// state changes (UIGestureRecognizer.h); a testable recognizer calls them during
    /// `perform(_:)`, by design, so a test checks the result on the next line without waiting.
    ///
    /// Nothing happens while the recognizer is disabled or attached to a view whose
    /// `isUserInteractionEnabled` is `false`, as no touch would reach it. `.possible` and
    /// `.failed` change the state but send nothing, as in UIKit. Setting `isEnabled` to `false`
    /// while the state is `.began` or `.changed` cancels the gesture, as UIKit does: the state
    /// becomes `.cancelled` and the actions are sent once. A pair that cannot be sent is reported
    /// at the caller's line (for a cancelled gesture, at the last `perform(_:)`):
    ///
    /// ```text
    /// TestablePanGestureRecognizer.perform(.began): there is no target and action to send
    /// TestablePanGestureRecognizer.perform(.began): the target of didPan: was released
    /// TestablePanGestureRecognizer.perform(.began): <Screen> does not respond to didPan:
    /// TestablePanGestureRecognizer.isEnabled = false, cancelling the gesture: the target of didPan: was released
    /// ```
    /// - Parameters:
    ///   - state: The state to move to.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    public func perform(
      _ state: UIGestureRecognizer.State,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) {
      let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      _ = enter(state, at: location)
    }

    /// Performs each step of `script` in turn: sets the values the step carries (location,
    /// translation, velocity, scale, rotation), then enters its phase as `perform(_:)` with a
    /// state does. It stops at the first step whose actions cannot be sent.
    ///
    /// A step that sets a value this kind of recognizer does not report is a mistake in the
    /// test; nothing is performed and the caller's line gets:
    ///
    /// ```text
    /// TestableTapGestureRecognizer.perform(_:): step changed(scale: 1.5) sets scale, which TestableTapGestureRecognizer does not report; nothing was performed
    /// ```
    /// - Parameters:
    ///   - script: The steps, such as `.pan(translations: [CGPoint(x: 0, y: 40)])`.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    public func perform(
      _ script: GestureScript,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) {
      let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      for step in script.steps {
        if let value = unsupportedValue(in: step) {
          return fail(
            "\(type(of: self)).perform(_:): step \(step) sets \(value), which "
              + "\(type(of: self)) does not report; nothing was performed", at: location)
        }
      }
      for step in script.steps {
        guard isReceivingTouches else { return }
        apply(step)
        guard enter(UIGestureRecognizer.State(step.phase), at: location) else { return }
      }
    }

    /// Whether a touch could reach the recognizer.
    private var isReceivingTouches: Bool {
      isEnabled && (view?.isUserInteractionEnabled ?? true)
    }

    /// Sets the state and sends the actions; `false` if a pair could not be sent.
    private func enter(_ state: UIGestureRecognizer.State, at location: CodeLocation) -> Bool {
      guard isReceivingTouches else { return true }
      (self as? any TestableRecognizerHooks)?.lastPerformed = location
      let name = GesturePhase(state).map(\.description) ?? "init(rawValue: \(state.rawValue))!"
      return send(state, as: "\(type(of: self)).perform(.\(name))", at: location)
    }

    /// Whether setting `isEnabled` to `newValue` cancels the gesture: UIKit cancels the gesture
    /// a recognizer is recognizing (`.began` or `.changed`) when it is disabled
    /// (UIGestureRecognizer.h, `enabled`).
    func cancelsWhenEnabled(is newValue: Bool) -> Bool {
      isEnabled && !newValue && (state == .began || state == .changed)
    }

    /// Moves the recognizer to `.cancelled` and sends the actions once, as UIKit does for a
    /// gesture cancelled by `isEnabled = false`; a failure is reported at the last `perform(_:)`.
    func cancelGesture() {
      let location = (self as? any TestableRecognizerHooks)?.lastPerformed ?? CodeLocation()
      _ = send(
        .cancelled, as: "\(type(of: self)).isEnabled = false, cancelling the gesture", at: location)
    }

    /// Sets the state and sends every action for it; `false` if a pair could not be sent.
    private func send(
      _ state: UIGestureRecognizer.State, as call: String, at location: CodeLocation
    ) -> Bool {
      self.state = state
      guard GesturePhase(state)?.sendsActions ?? true else { return true }
      guard !targetActions.isEmpty else {
        fail("\(call): there is no target and action to send", at: location)
        return false
      }
      var sentAll = true
      for pair in targetActions {
        guard let target = pair.target else {
          fail("\(call): the target of \(pair.action) was released", at: location)
          sentAll = false
          continue
        }
        guard let object = target as? NSObject, object.responds(to: pair.action) else {
          fail("\(call): <\(type(of: target))> does not respond to \(pair.action)", at: location)
          sentAll = false
          continue
        }
        object.perform(pair.action, with: self)
      }
      return sentAll
    }

    /// The name of a value `step` sets that this recognizer does not report, if any.
    private func unsupportedValue(in step: GestureScript.Step) -> String? {
      let reported = (self as? any TestableRecognizerHooks)?.reportedValues ?? []
      return ScriptedValue.allCases.first { $0.isSet(in: step) && !reported.contains($0) }?
        .rawValue
    }

    /// Sets the values `step` carries.
    private func apply(_ step: GestureScript.Step) {
      if let location = step.location { self.location = location }
      (self as? any TestableRecognizerHooks)?.applyReportedValues(of: step)
    }
  }
#endif
