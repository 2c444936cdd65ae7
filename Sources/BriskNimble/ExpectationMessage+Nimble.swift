// Nimble's names for building a message, so custom matchers written for Nimble compile unchanged.
// Brisk's own spelling is `ExpectationMessage.expected(_:got:)` and the memberwise initializer.

public import BriskCore

extension ExpectationMessage {
  /// `expected to <message>`, with no actual value: Nimble's `.expectedTo`.
  ///
  /// ```text
  /// expected to be ready
  /// ```
  /// - Parameter message: What was expected, after `expected to`.
  /// - Returns: The message.
  public static func expectedTo(_ message: String) -> ExpectationMessage {
    ExpectationMessage(expectation: message)
  }

  /// `expected to <message>, got <actual>`, where the matcher fills in the actual value it
  /// judged: Nimble's `.expectedActualValueTo`.
  ///
  /// ```text
  /// expected to be even, got <3>
  /// ```
  /// - Parameter message: What was expected, after `expected to`.
  /// - Returns: The message.
  public static func expectedActualValueTo(_ message: String) -> ExpectationMessage {
    .awaitingActual(message)
  }

  /// `expected to <message>, got <actual>` with an actual text of your own: Nimble's
  /// `.expectedCustomValueTo`.
  ///
  /// ```text
  /// expected to have 2 rows, got 3 rows
  /// ```
  /// - Parameters:
  ///   - message: What was expected, after `expected to`.
  ///   - actual: What was found, shown as it is.
  /// - Returns: The message.
  public static func expectedCustomValueTo(_ message: String, actual: String)
    -> ExpectationMessage
  {
    ExpectationMessage(expectation: message, actual: actual)
  }

  /// A message shown exactly as written, with no `expected to`: Nimble's `.fail`.
  /// - Parameter message: The whole first line.
  /// - Returns: The message.
  public static func fail(_ message: String) -> ExpectationMessage {
    var result = ExpectationMessage(expectation: message)
    result.form = .plain
    return result
  }

  /// The expectation with the appended text, as Nimble's `expectedMessage` reads it.
  public var expectedMessage: String {
    expectation + appendix
  }

  /// Adds text to the end of the first line, after the actual value.
  ///
  /// ```text
  /// expected to be even, got <nil> (use beNil() to match nils)
  /// ```
  /// - Parameter message: The text to add, with its own leading space.
  /// - Returns: The longer message.
  public func appended(message: String) -> ExpectationMessage {
    appending(message)
  }

  /// Adds a line under the first one.
  /// - Parameter details: The line.
  /// - Returns: The longer message.
  public func appended(details: String) -> ExpectationMessage {
    var result = self
    result.details.append(details)
    return result
  }

  /// Adds Nimble's hint for a `nil` actual: ` (use beNil() to match nils)`.
  /// - Returns: The longer message.
  public func appendedBeNilHint() -> ExpectationMessage {
    appended(message: " (use beNil() to match nils)")
  }

  /// Puts text before the expectation, after `expected to`; a `fail(_:)` message is unchanged.
  /// - Parameter message: The text to put first, for example `"all "`.
  /// - Returns: The new message.
  public func prepended(expectation message: String) -> ExpectationMessage {
    guard form != .plain else { return self }
    var result = self
    result.expectation = message + expectation
    return result
  }

  /// Puts text before the expectation and after the first line.
  /// - Parameters:
  ///   - before: The text to put before the expectation.
  ///   - after: The text to add to the end of the first line.
  /// - Returns: The new message.
  public func wrappedExpectation(before: String, after: String) -> ExpectationMessage {
    prepended(expectation: before).appended(message: after)
  }

  /// Replaces the first line, keeping the appended text and the detail lines.
  /// - Parameter transform: Makes the new first line from the old one, which has no appended
  ///   text and no details.
  /// - Returns: The new message.
  public func replacedExpectation(
    _ transform: @escaping (ExpectationMessage) -> ExpectationMessage
  ) -> ExpectationMessage {
    var leaf = self
    leaf.appendix = ""
    leaf.details = []
    var result = transform(leaf)
    result.appendix += appendix
    result.details += details
    return result
  }

  /// The message as Nimble renders it with `toString(actual:expected:to:)`: detail lines
  /// follow a blank line.
  ///
  /// ```swift
  /// ExpectationMessage.expectedActualValueTo("be even").toString(actual: "<3>")
  /// // expected to be even, got <3>
  /// ```
  /// - Parameters:
  ///   - actual: The actual text, used by `expectedActualValueTo(_:)` messages.
  ///   - expected: The first word.
  ///   - to: The verb.
  /// - Returns: The text.
  public func toString(actual: String, expected: String = "expected", to: String = "to")
    -> String
  {
    var text: String
    switch form {
    case .plain:
      text = expectation
    case .awaitingActual:
      text = "\(expected) \(to) \(expectation), got \(self.actual ?? actual)"
    case .expectation:
      text = "\(expected) \(to) \(expectation)"
      if let known = self.actual { text += ", got \(known)" }
    }
    text += appendix
    for line in details {
      text += "\n\n" + line
    }
    return text
  }
}
