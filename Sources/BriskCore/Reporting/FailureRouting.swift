/// Sends a failure where it belongs. A failure is never dropped, never charged to a test that
/// Brisk cannot show raised it, and never crashes the run:
///
/// 1. a `withFailureCollection` scope on the current task keeps it;
/// 2. a Swift Testing test on the current task records it;
/// 3. work bound to a test with ``TestScope/run(_:)`` charges it to that test;
/// 4. a `waitUntil` in progress holds it when its closure holds the failing line, until its
///    `done()` claims it (``CallbackClaims``), and records it on the waiting test;
/// 5. a running XCTest test case records it, from any thread;
/// 6. while a Swift Testing run is in progress, Swift Testing records it against «unknown», with
///    a note naming the tests whose Brisk waits were in progress;
/// 7. with no test framework running (a plain executable), ``FallbackFailures`` keeps it and
///    writes it to standard error.
package enum FailureRouting {
  /// Routes a failure that the caller reports and goes on from.
  package static func route(_ failure: RecordedFailure) {
    _ = deliver(failure, throwing: false)
  }

  /// Routes a failure that the caller reports and then throws for, and returns the error to
  /// throw: in Swift Testing, the error `#require` throws, which Swift Testing does not report a
  /// second time; in XCTest on Linux, the error `XCTUnwrap` throws, likewise; elsewhere, `error`.
  static func routeThrowing(_ failure: RecordedFailure, error: any Error) -> any Error {
    deliver(failure, throwing: true) ?? error
  }

  private static func deliver(_ failure: RecordedFailure, throwing: Bool) -> (any Error)? {
    if let collector = FailureCollector.current {
      collector.append(failure)
      return nil
    }
    if TestFrameworks.isInSwiftTestingTest {
      return TestFrameworks.recordInSwiftTesting(failure, throwing: throwing)
    }
    if let binding = TestBinding.current {
      return binding.record(failure, throwing: throwing)
    }
    let waits = WaitScope.summaries
    if !waits.isEmpty, CallbackClaims.shared.hold(failure, from: .current, waits: waits) {
      return nil
    }
    return deliverUnattributed(failure, waits: waits, throwing: throwing)
  }

  /// Delivers a failure that no test is shown to have raised: to XCTest's running test case,
  /// to Swift Testing's «unknown» test with a note saying why, or to the fallback.
  /// - Parameters:
  ///   - failure: The failure.
  ///   - waits: The Brisk waits in progress when it was raised (``WaitScope/summaries``).
  ///   - throwing: Whether the caller throws next.
  ///   - onAnyTask: Whether the caller may run on a test's task (a wait that ends there), so
  ///     the «unknown» record must be made from a thread of its own.
  static func deliverUnattributed(
    _ failure: RecordedFailure, waits: [String], throwing: Bool, onAnyTask: Bool = false
  ) -> (any Error)? {
    let xctest = TestFrameworks.recordInXCTest(failure, throwing: throwing)
    if xctest.recorded { return xctest.error }
    guard TestFrameworks.isSwiftTestingRunInProgress else {
      FallbackFailures.record(failure)
      return nil
    }
    let noted = UnattributedNote.adding(to: failure, waits: waits)
    guard onAnyTask else { return TestFrameworks.recordInSwiftTesting(noted, throwing: throwing) }
    TestFrameworks.recordAgainstNoTest(noted)
    return nil
  }
}

/// Reports a failure message at a location. Brisk's inlinable assertions call this only once a
/// check has failed, so passing checks never build a string. A message longer than
/// ``FailureMessageLimit/characters`` is cut, with the characters left out counted.
@usableFromInline
@inline(never)
package func _reportFailure(_ message: String, at location: CodeLocation) {
  let limit = FailureMessageLimit.current.characters
  let capped = TextCut.capped(message, to: limit)
  FailureRouting.route(RecordedFailure(message: capped, location: location))
}

/// Reports the failure message `build` returns, built under one render budget
/// (``FailureMessageLimit``): the values and the diff of one message share its time.
@usableFromInline
@inline(never)
package func _reportFailure(at location: CodeLocation, _ build: () -> String) {
  _reportFailure(RenderBudget.run { _ in build() }, at: location)
}

/// A failure message built under one render budget and cut to the character limit, for callers
/// that record the failure themselves.
func _boundedFailureMessage(_ build: () -> String) -> String {
  let text = RenderBudget.run { _ in build() }
  return TextCut.capped(text, to: FailureMessageLimit.current.characters)
}

/// Reports a failure through Brisk's routing: Swift Testing, XCTest, a collection scope or the
/// fallback, whichever applies (<doc:WhereFailuresGo>).
///
/// Use it from your own helpers and test doubles so their failures go where Brisk's go.
/// - Parameters:
///   - message: The failure message.
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
public func fail(
  _ message: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  _reportFailure(
    message, at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Reports a failure at a location captured earlier, such as where a test double was made.
/// - Parameters:
///   - message: The failure message.
///   - location: Where to report it.
public func fail(_ message: String, at location: CodeLocation) {
  _reportFailure(message, at: location)
}

/// Reports a failure, as ``fail(_:at:)`` does, and returns the error to throw next, so that the
/// failure is reported once and the thrown error does not add a second report.
///
/// ```swift
/// guard let stub else {
///   throw fail("fetch() was called, but nothing was stubbed", at: location, throwing: NoStub())
/// }
/// ```
///
/// ```text
/// fetch() was called, but nothing was stubbed
/// ```
///
/// In a Swift Testing run it returns the error Swift Testing's `#require` throws, which Swift
/// Testing never reports again; elsewhere it returns `error`. XCTest on Apple platforms does not
/// report an error that conforms to `CustomNSError` with
/// `["XCTestErrorUserInfoKeyShouldIgnore": true]` as its user info; XCTest on Linux reports every
/// thrown error, as `threw error "…"`, so there give `error` a description that repeats the
/// message.
/// - Parameters:
///   - message: The failure message.
///   - location: Where to report it.
///   - error: What to throw where the test framework has no error of its own for it.
/// - Returns: The error to throw.
public func fail(_ message: String, at location: CodeLocation, throwing error: any Error)
  -> any Error
{
  let capped = TextCut.capped(message, to: FailureMessageLimit.current.characters)
  return FailureRouting.routeThrowing(
    RecordedFailure(message: capped, location: location), error: error)
}
