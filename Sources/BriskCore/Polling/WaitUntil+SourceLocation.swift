// `waitUntil` with Swift Testing's `sourceLocation:`, for helpers written in its idiom: each
// forwards the location to the four-parameter form in WaitUntil.swift.

#if canImport(Testing)
  public import Testing

  /// Runs `action`, then waits until it calls `done`, or reports at a forwarded location at the
  /// timeout.
  ///
  /// ```text
  /// waitUntil timed out after 2 s: done() was never called
  /// ```
  ///
  /// Disfavoured, so that async code, where either form fits, gets the `async` one.
  /// - Parameters:
  ///   - timeout: How long to wait; ``PollingDefaults/current`` when `nil`.
  ///   - sourceLocation: Where to report a failure, usually the helper's caller.
  ///   - action: Starts the work and calls `done` when it has finished.
  @available(*, noasync, message: "In async code, write `await waitUntil { done in … }`")
  @_disfavoredOverload
  public func waitUntil(
    timeout: PollingDuration? = nil,
    sourceLocation: SourceLocation,
    action: (@escaping @Sendable () -> Void) -> Void
  ) {
    let location = sourceLocation.brisk
    waitUntil(
      timeout: timeout, fileID: location.fileID, filePath: location.filePath,
      line: location.line, column: location.column, action: action)
  }

  /// Runs `action`, then waits until it calls `done`, or reports at a forwarded location at the
  /// timeout; the action runs on the caller's actor.
  ///
  /// ```text
  /// waitUntil timed out after 2 s: done() was never called
  /// ```
  /// - Parameters:
  ///   - timeout: How long to wait; ``PollingDefaults/current`` when `nil`.
  ///   - sourceLocation: Where to report a failure, usually the helper's caller.
  ///   - isolation: The caller's actor; `action` runs on it.
  ///   - action: Starts the work and calls `done` when it has finished.
  public func waitUntil(
    timeout: PollingDuration? = nil,
    sourceLocation: SourceLocation,
    isolation: isolated (any Actor)? = #isolation,
    action: (@escaping @Sendable () -> Void) -> Void
  ) async {
    let location = sourceLocation.brisk
    await waitUntil(
      timeout: timeout, fileID: location.fileID, filePath: location.filePath,
      line: location.line, column: location.column, isolation: isolation, action: action)
  }
#endif
