/// How large a failure message may grow and how long Brisk may spend building it.
///
/// By default a message has at most 20,000 characters and is built in at most 50 ms, whatever
/// the size of the values. Within that, each rendered value shows at most 1,000 characters and
/// 32 elements, and a diff lists at most 20 differences; these shares scale with `characters`.
///
/// What is cut is marked with how much was left out:
///
/// ```text
/// "aaaa…" (9,999,000 more characters)
/// [0, 1, 2, …, 31, … (999,968 more)]
/// ```
///
/// Raise the limits for a scope with `withFailureMessageLimit(characters:time:) { … }` or, in
/// Swift Testing, with the `.failureMessageLimit(characters:time:)` trait.
public struct FailureMessageLimit: Sendable, Equatable {
  /// The most characters a whole failure message may have; at least 1,000.
  public var characters: Int
  /// The most time Brisk spends rendering the values of one message. Past it, rendering stops
  /// and the elements not shown are counted in the marker. The values and the diff of an
  /// `equal` message share it, as do those of a requirement, an `await` expectation or a polling
  /// message; for other matchers, each value rendered gets it.
  public var time: PollingDuration

  /// The smallest `characters` Brisk accepts.
  public static let minimumCharacters = 1_000

  /// Creates a limit.
  /// - Parameters:
  ///   - characters: The most characters a whole message may have; 20,000 by default.
  ///   - time: The most time spent rendering the values of one message; 50 ms by default.
  public init(characters: Int = 20_000, time: PollingDuration = .milliseconds(50)) {
    self.characters = characters
    self.time = time
  }

  /// The limit in effect for the current task.
  public static var current: FailureMessageLimit {
    $scoped.get()
  }

  @TaskLocal static var scoped = FailureMessageLimit()

  /// The most characters one rendered value shows: 1,000 at the default limit.
  var valueCharacters: Int {
    characters / 20
  }

  /// The most elements one rendered collection shows: 32 at the default limit.
  var elements: Int {
    max(1, characters / 625)
  }

  /// The most differences a diff lists: 20 at the default limit.
  var differences: Int {
    max(1, characters / 1_000)
  }

  /// The limit with bad values replaced, and what was wrong with them.
  func validated() -> (limit: FailureMessageLimit, problem: String?) {
    var problems: [String] = []
    var limit = self
    if characters < Self.minimumCharacters {
      problems.append(
        "a failure message limit of \(TextCut.grouped(characters)) characters is below the"
          + " minimum of \(TextCut.grouped(Self.minimumCharacters)); using"
          + " \(TextCut.grouped(Self.minimumCharacters))")
      limit.characters = Self.minimumCharacters
    }
    if time.seconds.isNaN || time.seconds <= 0 {
      problems.append(
        "a failure message time limit of \(time) is not positive; using"
          + " \(FailureMessageLimit().time)")
      limit.time = FailureMessageLimit().time
    }
    return (limit, problems.isEmpty ? nil : problems.joined(separator: "\n"))
  }
}
