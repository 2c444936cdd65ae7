// Nimble's `gatherExpectations` and `gatherFailingExpectations`, on top of Brisk's failure
// collection. Brisk's own form is `withFailureCollection`, which never reports what it gathers.

import BriskCore

/// Runs `closure` and returns its failed assertions, which are also reported unless `silently`.
///
/// Nimble returns passing assertions as well. Brisk records a passing check nowhere, so that
/// `expect(x).to(equal(y))` stays free of allocation when it passes: the records are the
/// failures, as from `gatherFailingExpectations(silently:closure:)`.
/// - Parameters:
///   - silently: `true` keeps the failures from the test; `false`, the default, reports them
///     too, as Nimble does.
///   - closure: The code whose assertions to gather.
/// - Returns: One record per failure, in order.
@discardableResult
public func gatherExpectations(silently: Bool = false, closure: () -> Void) -> [AssertionRecord] {
  gatherFailingExpectations(silently: silently, closure: closure)
}

/// Runs `closure` and returns its failed assertions, which are also reported unless `silently`.
///
/// ```swift
/// let failures = gatherFailingExpectations(silently: true) {
///   expect(1).to(equal(2))
/// }
/// // failures[0].message.stringValue == "expected to equal <2>, got <1>"
/// ```
/// - Parameters:
///   - silently: `true` keeps the failures from the test; `false`, the default, reports them
///     too, as Nimble does.
///   - closure: The code whose failures to gather.
/// - Returns: One record per failure, in order.
@discardableResult
public func gatherFailingExpectations(
  silently: Bool = false, closure: () -> Void
) -> [AssertionRecord] {
  report(withFailureCollection(closure), unless: silently)
}

/// Runs async `closure` and returns its failed assertions, which are also reported unless
/// `silently`; see the synchronous form.
/// - Parameters:
///   - silently: `true` keeps the failures from the test; `false` reports them too.
///   - isolation: The caller's actor; `closure` runs on it.
///   - closure: The code whose assertions to gather.
/// - Returns: One record per failure, in order.
@discardableResult
public func gatherExpectations(
  silently: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  closure: () async -> Void
) async -> [AssertionRecord] {
  await gatherFailingExpectations(silently: silently, closure: closure)
}

/// Runs async `closure` and returns its failed assertions, which are also reported unless
/// `silently`.
/// - Parameters:
///   - silently: `true` keeps the failures from the test; `false` reports them too.
///   - isolation: The caller's actor; `closure` runs on it.
///   - closure: The code whose failures to gather.
/// - Returns: One record per failure, in order.
@discardableResult
public func gatherFailingExpectations(
  silently: Bool = false,
  isolation: isolated (any Actor)? = #isolation,
  closure: () async -> Void
) async -> [AssertionRecord] {
  report(await withFailureCollection(closure), unless: silently)
}

/// Reports the gathered failures where they would have gone, unless `silently`.
private func report(_ failures: [RecordedFailure], unless silently: Bool) -> [AssertionRecord] {
  if !silently {
    for failure in failures { FailureRouting.route(failure) }
  }
  return failures.map(AssertionRecord.init)
}
