@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
extension VirtualClock {
  /// A moment on a ``VirtualClock``: how much virtual time has passed since the clock was made.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// The virtual time since the clock was made.
    public var offset: Duration

    /// Creates the instant `offset` after the clock's start.
    /// - Parameter offset: The virtual time since the clock was made.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The instant a clock starts at.
    public static var zero: Instant {
      Instant(offset: .zero)
    }

    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    /// The offset in seconds, as a person writes it: `0.3 s`, `5 s`.
    public var description: String {
      DurationText.seconds(offset)
    }
  }
}
