// The helpers that Nimble's own tests call (`failsWithErrorMessage` and the rest), written for
// Brisk. `Scripts/nimble-tests.sh` compiles this file as a module named NimbleSharedTestHelpers,
// the name Nimble's tests import. A failure it reports starts with one of two words, which the
// script counts apart:
//   MESSAGE-TEXT  the expectation failed, as Nimble's did, with other words;
//   BEHAVIOUR     the expectation passed where Nimble's failed.
import Brisk
import Foundation
import XCTest

private func failures(_ closure: () throws -> Void) -> [String] {
  var thrown: (any Error)?
  var messages = withFailureCollection {
    do { try closure() } catch { thrown = error }
  }.map(\.message)
  if let thrown { messages.append("unexpected error thrown: <\(thrown)>") }
  return messages
}

private func failures(_ closure: () async throws -> Void) async -> [String] {
  var thrown: (any Error)?
  var messages = await withFailureCollection {
    do { try await closure() } catch { thrown = error }
  }.map(\.message)
  if let thrown { messages.append("unexpected error thrown: <\(thrown)>") }
  return messages
}

private func check(_ expected: [String], _ actual: [String], _: String, _: UInt) {
  for message in expected where !actual.contains(message) {
    let kind = actual.isEmpty ? "BEHAVIOUR" : "MESSAGE-TEXT"
    let got = actual.map { "«\($0)»" }.joined(separator: ", ")
    XCTFail("\(kind): expected «\(message)», got \(actual.isEmpty ? "no failure" : got)")
  }
}

public func failsWithErrorMessage(
  _ messages: [String], fileID: String = #fileID, filePath: String = #filePath,
  line: UInt = #line, column: UInt = #column, preferOriginalSourceLocation: Bool = false,
  closure: () throws -> Void
) {
  check(messages, failures(closure), filePath, line)
}

public func failsWithErrorMessage(
  _ message: String, fileID: String = #fileID, filePath: String = #filePath,
  line: UInt = #line, column: UInt = #column, preferOriginalSourceLocation: Bool = false,
  closure: () throws -> Void
) {
  check([message], failures(closure), filePath, line)
}

public func failsWithErrorMessageForNil(
  _ message: String, fileID: String = #fileID, filePath: String = #filePath,
  line: UInt = #line, column: UInt = #column, preferOriginalSourceLocation: Bool = false,
  closure: () throws -> Void
) {
  check(["\(message) (use beNil() to match nils)"], failures(closure), filePath, line)
}

public func failsWithErrorMessage(
  _ messages: [String], fileID: String = #fileID, filePath: String = #filePath,
  line: UInt = #line, column: UInt = #column, preferOriginalSourceLocation: Bool = false,
  closure: () async throws -> Void
) async {
  check(messages, await failures(closure), filePath, line)
}

public func failsWithErrorMessage(
  _ message: String, fileID: String = #fileID, filePath: String = #filePath,
  line: UInt = #line, column: UInt = #column, preferOriginalSourceLocation: Bool = false,
  closure: () async throws -> Void
) async {
  check([message], await failures(closure), filePath, line)
}

public func failsWithErrorMessageForNil(
  _ message: String, fileID: String = #fileID, filePath: String = #filePath,
  line: UInt = #line, column: UInt = #column, preferOriginalSourceLocation: Bool = false,
  closure: () async throws -> Void
) async {
  check(["\(message) (use beNil() to match nils)"], await failures(closure), filePath, line)
}

public func failsWithErrorRegex(
  _ regex: String, fileID: String = #fileID, filePath: String = #filePath,
  line: UInt = #line, column: UInt = #column, closure: () throws -> Void
) {
  let actual = failures(closure)
  if actual.contains(where: { $0.range(of: regex, options: .regularExpression) != nil }) {
    return
  }
  check(["/\(regex)/"], actual, filePath, line)
}

/// Runs `closure` with its failures swallowed.
@discardableResult
public func suppressErrors<T>(closure: () -> T) -> T {
  var result: T?
  _ = withFailureCollection { result = closure() }
  return result!
}

/// Runs `action` on the main queue, soon.
public func deferToMainQueue(action: @escaping () -> Void) {
  DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(10), execute: action)
}

private let dateFormatter: DateFormatter = {
  let formatter = DateFormatter()
  formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
  formatter.locale = Locale(identifier: "en_US_POSIX")
  formatter.timeZone = TimeZone(identifier: "UTC")
  return formatter
}()

extension Date {
  public init(dateTimeString: String) {
    self = dateFormatter.date(from: dateTimeString)!
  }
}

extension NSDate {
  public convenience init(dateTimeString: String) {
    self.init(
      timeIntervalSinceReferenceDate: Date(dateTimeString: dateTimeString)
        .timeIntervalSinceReferenceDate)
  }
}

/// Checks the status an expectation ends in, with its failures suppressed.
public func producesStatus<T>(
  _ status: ExpectationStatus, fileID: String = #fileID, filePath: FileString = #filePath,
  line: UInt = #line, column: UInt = #column, closure: () -> Expectation<T>
) {
  let expectation = suppressErrors(closure: closure)
  expect(fileID: fileID, file: filePath, line: line, column: column, expectation.status)
    .to(equal(status))
}

/// Checks the status an async expectation ends in, with its failures suppressed.
public func producesStatus<T>(
  _ status: ExpectationStatus, fileID: String = #fileID, filePath: FileString = #filePath,
  line: UInt = #line, column: UInt = #column, closure: () -> AsyncExpectation<T>
) {
  let expectation = suppressErrors(closure: closure)
  expect(fileID: fileID, file: filePath, line: line, column: column, expectation.status)
    .to(equal(status))
}
