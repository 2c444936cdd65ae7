#if canImport(UIKit)
  import BriskFixtures
  import UIKit

  /// A value a gesture script's step may set besides the location.
  enum ScriptedValue: String, CaseIterable {
    case translation, velocity, scale, rotation

    /// Whether `step` sets this value.
    func isSet(in step: GestureScript.Step) -> Bool {
      switch self {
      case .translation: step.translation != nil
      case .velocity: step.velocity != nil
      case .scale: step.scale != nil
      case .rotation: step.rotation != nil
      }
    }
  }

  /// What the shared code of Brisk's testable recognizers asks of each one, beyond the public
  /// ``TestableGestureRecognizer``.
  ///
  /// Each recognizer answers for its own kind, so the shared code names no recognizer class, and
  /// compiles where a platform lacks one (tvOS has no pinch and no rotation recognizer) without a
  /// platform condition of its own.
  @MainActor
  protocol TestableRecognizerHooks: TestableGestureRecognizer {
    /// Where `perform(_:)` last moved the recognizer into a state, if it did; a failure to send
    /// the actions of a gesture cancelled by `isEnabled = false` is reported there.
    var lastPerformed: CodeLocation? { get set }
    /// The values it reports besides its location; none unless it says.
    var reportedValues: [ScriptedValue] { get }
    /// Sets the values among ``reportedValues`` that `step` carries.
    func applyReportedValues(of step: GestureScript.Step)
  }

  extension TestableRecognizerHooks {
    var reportedValues: [ScriptedValue] { [] }

    func applyReportedValues(of step: GestureScript.Step) {}
  }
#endif
