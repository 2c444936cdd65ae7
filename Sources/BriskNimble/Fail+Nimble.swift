// Nimble's spellings of `fail`: with no message, at an expression's location, and with the
// `fileID: String` / `file:` pair that Nimble-style helpers forward.

public import BriskCore

/// Fails the test with Nimble's default message:
///
/// ```text
/// fail() always fails
/// ```
/// - Parameters:
///   - fileID: The caller's file ID; leave the default.
///   - file: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
public func fail(
  fileID: String = #fileID,
  file: FileString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  _reportFailure(
    "fail() always fails",
    at: CodeLocation(fileID: fileID, filePath: file, line: line, column: column))
}

/// Fails the test at a location, such as a Nimble-style matcher's `expression.location`.
/// - Parameters:
///   - message: The failure message.
///   - location: Where to report it.
public func fail(_ message: String, location: CodeLocation) {
  _reportFailure(message, at: location)
}

/// Fails the test at a location a helper forwards, as Nimble spells it.
/// - Parameters:
///   - message: The failure message.
///   - fileID: The caller's file ID.
///   - file: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
@_disfavoredOverload
public func fail(
  _ message: String,
  fileID: String = #fileID,
  file: FileString,
  line: UInt = #line,
  column: UInt = #column
) {
  _reportFailure(
    message, at: CodeLocation(fileID: fileID, filePath: file, line: line, column: column))
}
