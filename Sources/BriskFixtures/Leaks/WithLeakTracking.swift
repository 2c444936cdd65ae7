/// Runs `body`, then checks that every object it passed to ``trackForLeaks(_:fileID:filePath:line:column:)``
/// was released; each leak is reported where its object was tracked.
///
/// The check runs after `body` returns, once its local variables are gone:
///
/// ```swift
/// withLeakTracking {
///   let screen = CheckoutViewController()
///   trackForLeaks(screen)
///   screen.loadViewIfNeeded()
/// }
/// ```
///
/// ```text
/// expected <CheckoutViewController> to be released when withLeakTracking ends, but it is still alive
/// ```
///
/// Scopes nest; each checks the objects tracked directly inside it. While it runs, its test is
/// named in the report of a failure raised off every test's task (README, "Where
/// failures go").
/// - Parameter body: The code whose objects to check.
public func withLeakTracking(_ body: () throws -> Void) rethrows {
  try WaitScope.run("withLeakTracking") { try LeakTracker.scope("withLeakTracking ends", body) }
}

/// Runs async `body`, then checks that every object it tracked was released.
/// - Parameters:
///   - isolation: The caller's actor; `body` runs on it.
///   - body: The code whose objects to check.
public func withLeakTracking(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows {
  try await WaitScope.run("withLeakTracking") {
    try await LeakTracker.scope("withLeakTracking ends", isolation: isolation, body)
  }
}
