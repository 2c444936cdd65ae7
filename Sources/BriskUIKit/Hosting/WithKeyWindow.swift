#if canImport(UIKit)
  public import UIKit

  /// Hosts `root` in a new key window for the duration of `body`, then tears it down: the
  /// scoped form for Swift Testing and plain code.
  ///
  /// ```swift
  /// @MainActor @Test func showsTheReceipt() async {
  ///   let subject = CheckoutViewController()
  ///   await withKeyWindow(hosting: subject) { window in
  ///     subject.confirm()
  ///     await expect(subject.presentedViewController).toEventually(beAKindOf(ReceiptViewController.self))
  ///   }
  /// }
  /// ```
  ///
  /// For a navigation or split view, host the container:
  /// `withKeyWindow(hosting: UINavigationController(rootViewController: subject)) { … }`.
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
    if let window = host.window { try body(window) }
  }

  /// Hosts `root` in a new key window while async `body` runs, then tears it down.
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
    if let window = host.window { try await body(window) }
  }
#endif
