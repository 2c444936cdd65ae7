public import Foundation

/// One animation a fake animator was asked for: its kind, timing and options.
public struct AnimationRequest: Sendable, Equatable {
  /// Which `UIView` animation call made the request.
  public enum Kind: Sendable, Equatable {
    /// `animate(withDuration:…)`.
    case standard
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
    case spring(damping: CGFloat, initialVelocity: CGFloat)
    /// `animateKeyframes(withDuration:…)`.
    case keyframes
    /// `transition(with:duration:…)`.
    case transition
  }

  public var kind: Kind
  public var duration: TimeInterval
  public var delay: TimeInterval
  public var options: AnimationOptions

  /// Creates a request.
  public init(
    kind: Kind, duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = []
  ) {
    self.kind = kind
    self.duration = duration
    self.delay = delay
    self.options = options
  }
}

extension AnimationRequest: CustomStringConvertible {
  /// `animate(duration: 0.3)`, `spring(duration: 0.5, damping: 0.7, velocity: 0.0, delay: 0.1)`,
  /// `keyframes(duration: 2.0, options: [repeat])`: delay and options only when set.
  public var description: String {
    var parts = ["duration: \(duration)"]
    let name: String
    switch kind {
    case .standard: name = "animate"
    case .spring(let damping, let velocity):
      name = "spring"
      parts += ["damping: \(damping)", "velocity: \(velocity)"]
    case .keyframes: name = "keyframes"
    case .transition: name = "transition"
    }
    if delay != 0 { parts.append("delay: \(delay)") }
    if !options.isEmpty { parts.append("options: \(options)") }
    return "\(name)(\(parts.joined(separator: ", ")))"
  }
}
