/// Sends a failure where it belongs: a `withFailureCollection` scope, Swift Testing, XCTest, or
/// the fallback. A failure is never dropped and never crashes the run.
enum FailureRouting {
  static func route(_ failure: RecordedFailure) {
    if let collector = FailureCollector.current {
      collector.append(failure)
    } else if Platform.recordInSwiftTesting(failure) {
      return
    } else if Platform.recordInXCTest(failure) {
      return
    } else {
      FallbackFailures.record(failure)
    }
  }
}

/// Reports a failure message at a location. Brisk's inlinable assertions call this only once a
/// check has failed, so passing checks never build a string. A message longer than
/// ``FailureMessageLimit/characters`` is cut, with the characters left out counted.
@usableFromInline
@inline(never)
func _reportFailure(_ message: String, at location: CodeLocation) {
  let limit = FailureMessageLimit.current.characters
  let capped = TextCut.capped(message, to: limit)
  FailureRouting.route(RecordedFailure(message: capped, location: location))
}

/// Reports the failure message `build` returns, built under one render budget
/// (``FailureMessageLimit``): the values and the diff of one message share its time.
@usableFromInline
@inline(never)
func _reportFailure(at location: CodeLocation, _ build: () -> String) {
  _reportFailure(RenderBudget.run { _ in build() }, at: location)
}

/// A failure message built under one render budget and cut to the character limit, for callers
/// that record the failure themselves.
func _boundedFailureMessage(_ build: () -> String) -> String {
  let text = RenderBudget.run { _ in build() }
  return TextCut.capped(text, to: FailureMessageLimit.current.characters)
}

/// Reports a failure through Brisk's routing: Swift Testing, XCTest, a collection scope or the
/// fallback, whichever applies.
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

/// Failures that arrived when no test was running on the current task or thread, for example
/// from a detached task. Each one is written to standard error with its location and kept here.
public enum FallbackFailures {
  private static let store = Locked([RecordedFailure]())

  /// Every failure kept so far, oldest first.
  public static var all: [RecordedFailure] {
    store.current
  }

  /// Removes and returns the kept failures.
  @discardableResult
  public static func removeAll() -> [RecordedFailure] {
    store.withLock { failures in
      defer { failures = [] }
      return failures
    }
  }

  static func record(_ failure: RecordedFailure) {
    store.withLock { $0.append(failure) }
    Platform.writeToStandardError("\(failure.location): error: \(failure.report)")
  }
}
