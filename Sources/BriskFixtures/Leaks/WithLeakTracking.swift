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
/// Scopes nest; each checks the objects tracked directly inside it. Like Brisk's waits, the scope
/// owns the failures raised off the test's task while it runs (README, "Where failures go").
/// - Parameter body: The code whose objects to check.
public func withLeakTracking(_ body: () throws -> Void) rethrows {
  try WaitScope.run { try LeakTracker.scope("withLeakTracking ends", body) }
}

/// Runs async `body`, then checks that every object it tracked was released.
/// - Parameters:
///   - isolation: The caller's actor; `body` runs on it.
///   - body: The code whose objects to check.
public func withLeakTracking(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows {
  try await WaitScope.run {
    try await LeakTracker.scope("withLeakTracking ends", isolation: isolation, body)
  }
}
