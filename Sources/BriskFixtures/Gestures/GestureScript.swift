public import Foundation

/// A gesture as the steps a recognizer goes through, each a phase with the values the recognizer
/// reports in it; BriskUIKit's testable recognizers perform it step by step.
///
/// Build one with the factories (``pan(translations:)``, ``pinch(scales:)``, ``tap(at:)`` …) or
/// from steps, and cancel it midway with ``cancelled(after:fileID:filePath:line:column:)``:
///
/// ```swift
/// let drag = GestureScript.pan(translations: [CGPoint(x: 10, y: 0), CGPoint(x: 30, y: 5)])
/// // began (translation .zero), changed (10, 0), changed (30, 5), ended (30, 5)
/// recognizer.perform(drag)
/// recognizer.perform(drag.cancelled(after: 2))
/// // began, changed (10, 0), cancelled (10, 0)
/// ```
public struct GestureScript: Sendable, Equatable, CustomStringConvertible {
  /// One step: the phase the recognizer enters, with the values it reports there. A value left
  /// `nil` keeps whatever the recognizer reported before.
  public struct Step: Sendable, Equatable, CustomStringConvertible {
    /// The phase the recognizer enters.
    public var phase: GesturePhase
    /// `location(in:)`.
    public var location: CGPoint?
    /// `translation(in:)`, for a pan.
    public var translation: CGPoint?
    /// `velocity(in:)`, for a pan.
    public var velocity: CGPoint?
    /// `scale`, for a pinch.
    public var scale: CGFloat?
    /// `rotation`, in radians, for a rotation.
    public var rotation: CGFloat?

    /// Creates a step.
    /// - Parameters:
    ///   - phase: The phase the recognizer enters.
    ///   - location: Where the gesture is.
    ///   - translation: How far a pan has moved since it began.
    ///   - velocity: How fast a pan moves, in points per second.
    ///   - scale: A pinch's scale.
    ///   - rotation: A rotation's angle, in radians.
    public init(
      _ phase: GesturePhase,
      location: CGPoint? = nil,
      translation: CGPoint? = nil,
      velocity: CGPoint? = nil,
      scale: CGFloat? = nil,
      rotation: CGFloat? = nil
    ) {
      self.phase = phase
      self.location = location
      self.translation = translation
      self.velocity = velocity
      self.scale = scale
      self.rotation = rotation
    }

    /// `changed(translation: (30.0, 5.0))`: the phase, then the values that are set.
    public var description: String {
      func point(_ point: CGPoint) -> String { "(\(point.x), \(point.y))" }
      let values = [
        location.map { "location: \(point($0))" },
        translation.map { "translation: \(point($0))" },
        velocity.map { "velocity: \(point($0))" },
        scale.map { "scale: \($0)" },
        rotation.map { "rotation: \($0)" },
      ].compactMap { $0 }
      return values.isEmpty ? "\(phase)" : "\(phase)(\(values.joined(separator: ", ")))"
    }
  }

  /// The steps, in order.
  public var steps: [Step]

  /// Creates a script from steps.
  /// - Parameter steps: The steps, in order.
  public init(_ steps: [Step]) {
    self.steps = steps
  }

  /// The first `count` steps, then a `cancelled` step that keeps the values of the last of them:
  /// the gesture interrupted midway, by a phone call, say.
  ///
  /// `count` must leave out at least the last step; otherwise the failure is reported at the
  /// caller's line and the script is returned unchanged:
  ///
  /// ```text
  /// cancelled(after: 4) needs a count from 1 to 3 for a script of 4 steps; the script is unchanged
  /// ```
  /// - Parameters:
  ///   - count: How many steps happen before the cancellation, from 1.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: The cancelled script.
  public func cancelled(
    after count: Int,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> GestureScript {
    guard count >= 1, count < steps.count else {
      let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      let size = "a script of \(steps.count) step\(steps.count == 1 ? "" : "s")"
      if steps.count < 2 {
        fail(
          "cancelled(after: \(count)): \(size) has no midway to cancel at; the script is unchanged",
          at: location)
      } else {
        fail(
          "cancelled(after: \(count)) needs a count from 1 to \(steps.count - 1) for \(size); "
            + "the script is unchanged", at: location)
      }
      return self
    }
    var cancellation = steps[count - 1]
    cancellation.phase = .cancelled
    return GestureScript(Array(steps.prefix(count)) + [cancellation])
  }

  /// `[began, changed(translation: (10.0, 0.0)), ended(translation: (10.0, 0.0))]`.
  public var description: String {
    "[" + steps.map(\.description).joined(separator: ", ") + "]"
  }
}
