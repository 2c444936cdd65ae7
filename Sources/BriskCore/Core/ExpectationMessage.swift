/// How an assertion reads in its failure message: `expected to …`, `expected to not …`.
public enum ExpectationVerb: String, Sendable {
  case to = "to"
  case toNot = "to not"
  case toEventually = "to eventually"
  case toEventuallyNot = "to eventually not"
  case toNever = "to never"
  case toAlways = "to always"

  /// Whether the assertion passes when the matcher does *not* match.
  @inlinable
  public var isNegated: Bool {
    switch self {
    case .to, .toEventually, .toAlways: false
    case .toNot, .toEventuallyNot, .toNever: true
    }
  }
}

/// A failure message before it is rendered: what was expected, what was found, and detail lines.
///
/// Rendered, it reads:
///
/// ```text
/// <description, if the assertion has one>
/// expected to equal <2>, got <1>
/// <details, one per line>
/// ```
public struct ExpectationMessage: Sendable, Equatable {
  /// What was expected, after `expected to`, for example `equal <2>`.
  public var expectation: String
  /// What was found, after `, got `, for example `<1>`; `nil` leaves out the `got` part.
  public var actual: String?
  /// Extra lines under the first one: diffs and hints.
  public var details: [String]
  /// Text added to the end of the first line, after the actual value (BriskNimble's
  /// `appended(message:)`).
  package var appendix = ""
  /// How the first line is built.
  package var form = Form.expectation

  /// The shapes of a first line.
  package enum Form: Sendable, Equatable {
    /// `expected to <expectation>`, then `, got <actual>` if there is one.
    case expectation
    /// As `expectation`, but the actual value is filled in by the matcher that returned it:
    /// ``awaitingActual(_:)``, Nimble's `expectedActualValueTo`.
    case awaitingActual
    /// The expectation text alone, with no `expected to`: Nimble's `ExpectationMessage.fail`.
    case plain
  }

  /// Creates a message.
  /// - Parameters:
  ///   - expectation: What was expected, after `expected to`.
  ///   - actual: What was found, already formatted, for example `<1>`.
  ///   - details: Extra lines under the first one.
  public init(expectation: String, actual: String? = nil, details: [String] = []) {
    self.expectation = expectation
    self.actual = actual
    self.details = details
  }

  /// The common shape, `expected to <expectation>, got <actual>`.
  ///
  /// ```swift
  /// ExpectationMessage.expected("be even", got: 3).rendered()
  /// // expected to be even, got <3>
  /// ```
  /// - Parameters:
  ///   - expectation: What was expected, after `expected to`.
  ///   - actual: The actual value; it is shown with ``stringify(_:)``.
  /// - Returns: The message.
  public static func expected(_ expectation: String, got actual: Any?) -> ExpectationMessage {
    ExpectationMessage(expectation: expectation, actual: "<\(stringify(actual))>")
  }

  /// The full text of the failure.
  /// - Parameters:
  ///   - verb: How the assertion reads; `.to` by default.
  ///   - description: The user's description, shown on its own first line.
  /// - Returns: The rendered message.
  public func rendered(_ verb: ExpectationVerb = .to, description: String? = nil) -> String {
    var text = ""
    if let description, !description.isEmpty {
      text += description
      text += "\n"
    }
    if form == .plain {
      text += expectation
    } else {
      text += "expected "
      text += verb.rawValue
      text += " "
      text += expectation
      if let actual {
        text += ", got "
        text += actual
      }
    }
    text += appendix
    for line in details {
      text += "\n"
      text += line
    }
    return text
  }
}

extension ExpectationMessage {
  /// `expected to <expectation>, got <actual>`, where the matcher that returns the message fills
  /// in the actual value it judged.
  package static func awaitingActual(_ expectation: String) -> ExpectationMessage {
    var result = ExpectationMessage(expectation: expectation)
    result.form = .awaitingActual
    return result
  }

  /// Fills in the actual value of an ``awaitingActual(_:)`` message.
  package func fillingActual(_ actual: () -> String) -> ExpectationMessage {
    guard form == .awaitingActual, self.actual == nil else { return self }
    var result = self
    result.actual = actual()
    return result
  }

  /// Adds text to the end of the first line, after the actual value.
  package func appending(_ text: String) -> ExpectationMessage {
    var result = self
    result.appendix += text
    return result
  }
}
