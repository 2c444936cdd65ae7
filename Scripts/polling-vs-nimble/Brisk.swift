// A module named `Brisk` for the Nimble side of Scripts/polling-vs-nimble.sh: it re-exports
// Nimble 14 and adds the few names brisk-bench's polling files use that Nimble spells otherwise,
// so those files compile unchanged against Nimble. Nothing here polls or matches: every
// expectation, matcher and wait is Nimble's own.
import Foundation
@_exported import Nimble

/// Brisk's duration type is Nimble's.
public typealias PollingDuration = NimbleTimeInterval

/// A value behind a lock, as Brisk's own `Locked`.
public final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  public init(_ value: Value) {
    self.value = value
  }

  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }

  public var current: Value {
    withLock { $0 }
  }
}

/// Brisk's `withFailureCollection`, as Nimble gathers failures: they are returned, not reported.
@discardableResult
public func withFailureCollection(_ body: () -> Void) -> [AssertionRecord] {
  gatherFailingExpectations(silently: true, closure: body)
}

/// The async form.
@discardableResult
public func withFailureCollection(_ body: () async -> Void) async -> [AssertionRecord] {
  await gatherFailingExpectations(silently: true, closure: body)
}

// Brisk's `pollInterval: nil` is the default interval; Nimble's parameter is not optional.
extension SyncExpectation {
  @discardableResult
  public func toEventuallyNot(_ matcher: Matcher<Value>, pollInterval: NimbleTimeInterval?) -> Self
  {
    toEventuallyNot(matcher, pollInterval: pollInterval ?? PollingDefaults.pollInterval)
  }

  @discardableResult
  public func toEventuallyNot(
    _ matcher: Matcher<Value>, pollInterval: NimbleTimeInterval?
  ) async -> Self {
    await toEventuallyNot(matcher, pollInterval: pollInterval ?? PollingDefaults.pollInterval)
  }
}

extension AsyncExpectation {
  @discardableResult
  public func toEventuallyNot(
    _ matcher: Matcher<Value>, pollInterval: NimbleTimeInterval?
  ) async -> Self {
    await toEventuallyNot(matcher, pollInterval: pollInterval ?? PollingDefaults.pollInterval)
  }
}

/// Runs `body` with Nimble's failures written to standard error. In a plain executable Nimble's
/// default handler stops the process at the first failure; Brisk's prints it and goes on.
public func withFailuresOnStandardError(_ body: () -> Void) {
  withAssertionHandler(StandardErrorHandler(), closure: body)
}

private final class StandardErrorHandler: AssertionHandler, @unchecked Sendable {
  func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
    guard !assertion else { return }
    FileHandle.standardError.write(Data("\(location): \(message.stringValue)\n".utf8))
  }
}
