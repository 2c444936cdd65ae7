/// One assertion gathered by `gatherExpectations(silently:closure:)`, with Nimble's names.
///
/// Brisk's own form is `RecordedFailure`, which `withFailureCollection(_:)` returns.
public import BriskCore

public struct AssertionRecord: Sendable, Equatable, CustomStringConvertible {
  /// Whether the assertion passed; Brisk gathers failures only, so this is `false`.
  public let success: Bool
  /// The failure message.
  public let message: FailureMessage
  /// Where the assertion was written.
  public let location: CodeLocation

  /// A record of a failure.
  /// - Parameter failure: The failure.
  public init(_ failure: RecordedFailure) {
    self.success = false
    self.message = FailureMessage(stringValue: failure.message)
    self.location = failure.location
  }

  /// `AssertionRecord { success=false, message='…', location=… }`, as Nimble prints it.
  public var description: String {
    "AssertionRecord { success=\(success), message='\(message.stringValue)', location=\(location) }"
  }
}

/// A failure message with Nimble's accessor, `stringValue`.
public struct FailureMessage: Sendable, Equatable, CustomStringConvertible {
  /// The whole message, for example `expected to equal <2>, got <1>`.
  public let stringValue: String

  /// Creates a message.
  /// - Parameter stringValue: The whole message.
  public init(stringValue: String) {
    self.stringValue = stringValue
  }

  /// The whole message.
  public var description: String {
    stringValue
  }
}
