#if canImport(UIKit)
  import BriskCore
  import BriskFixtures
  public import UIKit

  /// Hosts `root` in a new key window for the duration of `body`, then tears it down: the
  /// scoped form for Swift Testing and plain code.
  ///
  /// Swift picks this synchronous form when `body` has no `await`. It cannot wait for a
  /// transition, so a body that leaves one under way fails at the call, saying so:
  ///
  /// ```text
  /// withKeyWindow(hosting:) ended its synchronous form while <Checkout> was presenting <Receipt>: its body has no await, so Swift chose the form that cannot wait for a transition; put an await in the body (await expect(…).toEventually(…)) and write await withKeyWindow(hosting:) { … }
  /// ```
  ///
  /// ```swift
  /// @MainActor @Test func showsTheReceipt() async {
  ///   let subject = CheckoutViewController()
  ///   await withKeyWindow(hosting: subject) { window in
  ///     subject.confirm()
  ///     expect(subject.presentedViewController).to(beAKindOf(ReceiptViewController.self))
  ///   }
  /// }
  /// ```
  ///
  /// For a navigation or split view, host the container:
  /// `withKeyWindow(hosting: UINavigationController(rootViewController: subject)) { … }`.
  ///
  /// While it runs, its test is named in the report of a failure raised off every test's task (a
  /// spy called from a main-queue completion, say); bind such work with `TestScope` to charge
  /// it to the test (README, "Where failures go").
  /// - Parameters:
  ///   - root: The controller to host.
  ///   - checkingForLeaks: Also check that the window and `root` are released when the
  ///     leak-tracking scope ends (a `.checksForLeaks` test or `withLeakTracking { }`).
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - body: The code that needs the window; it gets the window.
  @MainActor
  public func withKeyWindow<Root: UIViewController>(
    hosting root: Root,
    checkingForLeaks: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: (UIWindow) throws -> Void
  ) rethrows {
    let host = hostInKeyWindow(
      root, checkingForLeaks: checkingForLeaks,
      fileID: fileID, filePath: filePath, line: line, column: column)
    defer { host.tearDown() }
    guard let window = host.window else { return }
    try WaitScope.run("withKeyWindow") { try body(window) }
    if let transition = window.transitionDescription {
      BriskCore.fail(
        "withKeyWindow(hosting:) ended its synchronous form while \(transition): "
          + "its body has no await, so Swift chose the form that cannot wait for a transition; "
          + "put an await in the body (await expect(…).toEventually(…)) and write "
          + "await withKeyWindow(hosting:) { … }",
        at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
  }

  /// Hosts `root` in a new key window while async `body` runs, then tears it down once the
  /// transitions it started have ended.
  ///
  /// UIKit sets `presentedViewController` as soon as `present` is called, and finishes the
  /// transition later; until then it holds on to the controllers. So after `body`, this waits
  /// (for at most 2 seconds, sleeping between checks) until no controller the window shows is
  /// being presented or dismissed, then dismisses an alert the window still shows (its handlers
  /// usually hold the screen) and waits for that too, and only then tears the window down, so a
  /// leak check after it sees the controllers released.
  /// - Parameters:
  ///   - root: The controller to host.
  ///   - checkingForLeaks: Also check that the window and `root` are released when the
  ///     leak-tracking scope ends.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - body: The code that needs the window; it gets the window and runs on the main actor.
  @MainActor
  public func withKeyWindow<Root: UIViewController>(
    hosting root: Root,
    checkingForLeaks: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: (UIWindow) async throws -> Void
  ) async rethrows {
    let host = hostInKeyWindow(
      root, checkingForLeaks: checkingForLeaks,
      fileID: fileID, filePath: filePath, line: line, column: column)
    defer { host.tearDown() }
    guard let window = host.window else { return }
    try await WaitScope.run("withKeyWindow") {
      try await body(window)
      await transitionsEnd(in: window)
      window.dismissShownAlerts()
      await transitionsEnd(in: window)
    }
  }

  /// Returns once no controller that `window` shows is being presented or dismissed, or after
  /// 2 seconds.
  @MainActor
  private func transitionsEnd(in window: UIWindow) async {
    let deadline = Date().addingTimeInterval(2)
    while window.isTransitioning, Date() < deadline {
      try? await Task.sleep(nanoseconds: 10_000_000)
    }
  }
#endif
