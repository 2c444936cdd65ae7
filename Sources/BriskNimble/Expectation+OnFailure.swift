// Nimble's `onFailure(throw:)`: stop a test after a failed check by throwing. `require(…)` and
// `unwrap(…)` do the same in one step and are the documented way; this is for suites that
// already use it.

public import BriskCore

extension Expectation {
  /// Throws `error` if any check made so far on this expectation failed.
  ///
  /// ```swift
  /// try expect(items).to(haveCount(10)).onFailure(throw: StopTest())
  /// ```
  ///
  /// Called before any check, it throws nothing and reports:
  ///
  /// ```text
  /// onFailure(throw:) was called before any check; write expect(…).to(…).onFailure(throw: …)
  /// ```
  /// - Parameter error: What to throw when a check failed.
  public func onFailure(throw error: any Error) throws {
    try _throwOnFailure(status, error, location)
  }
}

extension AsyncExpectation {
  /// Throws `error` if any check made so far on this expectation failed. Its `await`ed checks
  /// return an ``BriskCore/ExpectationResult``, which has `onFailure(throw:)` too.
  ///
  /// Called before any check, it throws nothing and reports:
  ///
  /// ```text
  /// onFailure(throw:) was called before any check; write expect(…).to(…).onFailure(throw: …)
  /// ```
  /// - Parameter error: What to throw when a check failed.
  public func onFailure(throw error: any Error) throws {
    try _throwOnFailure(status, error, location)
  }
}

extension ExpectationResult {
  /// Throws `error` if any check made on the expectation failed: what an `await`ed check returns
  /// takes `onFailure(throw:)` too.
  ///
  /// ```swift
  /// try await expect { await store.items }.to(haveCount(10)).onFailure(throw: StopTest())
  /// try await expect(store.count).toEventually(equal(10)).onFailure(throw: StopTest())
  /// ```
  /// - Parameter error: What to throw when a check failed.
  public func onFailure(throw error: any Error) throws {
    try _throwOnFailure(status, error, location)
  }
}

private func _throwOnFailure(
  _ status: ExpectationStatus, _ error: any Error, _ location: CodeLocation
) throws {
  switch status {
  case .pending:
    _reportFailure(
      "onFailure(throw:) was called before any check; "
        + "write expect(…).to(…).onFailure(throw: …)",
      at: location)
  case .passed:
    return
  case .failed, .mixed:
    throw error
  }
}
