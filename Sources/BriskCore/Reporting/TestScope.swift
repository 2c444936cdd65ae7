/// The test that runs the caller, captured so that work on other threads or in detached tasks
/// charges its failures to that test, with certainty.
///
/// Brisk charges a failure raised off the test's task to a test only when it can show that the
/// test raised it (<doc:WhereFailuresGo>). Where work hops threads in ways Brisk cannot follow,
/// bind it: capture the scope on the test's task, and run the work under it.
///
/// ```swift
/// @Test func syncReportsTheCount() async {
///   let test = TestScope.current
///   store.sync { count in  // called on a queue of the store's
///     test.run { expect(count) == 3 }
///   }
///   await expect { store.isIdle }.toEventually(beTrue())
/// }
/// ```
///
/// ```text
/// ✘ Test syncReportsTheCount() recorded an issue at SyncTests.swift:4:25: Expectation failed: brisk(failure → expected to equal <3>, got <2>)
/// ↳ source: test.run { expect(count) == 3 }
/// ```
///
/// A failure inside `run` is recorded against the captured test even after it has ended (Swift
/// Testing then prints it after the test's result, and the run fails). Captured inside
/// `withFailureCollection`, the scope collects into it instead. Captured where no test runs, it
/// binds nothing, and failures go where they would have gone.
public struct TestScope: Sendable {
  private let binding: TestBinding?

  /// The test running on the current task: a Swift Testing test, or XCTest's running test case.
  /// Read it on the test's own task (the test body, or a task it started), not on the thread
  /// whose work you bind.
  public static var current: TestScope {
    TestScope(binding: TestBinding.capture())
  }

  /// The captured test's name (`syncReportsTheCount()`), or `nil` where no test ran.
  public var testName: String? {
    binding?.testName
  }

  /// Runs `body`, charging its failures to the captured test.
  /// - Parameter body: The work, on any thread.
  /// - Returns: What `body` returns.
  public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard let binding else { return try body() }
    return try binding.run(body)
  }

  /// Runs async `body`, charging its failures to the captured test, and returns once they are
  /// recorded.
  /// - Parameters:
  ///   - isolation: The caller's actor; `body` runs on it.
  ///   - body: The work, in any task.
  /// - Returns: What `body` returns.
  public func run<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    guard let binding else { return try await body() }
    return try await binding.run(isolation: isolation, body)
  }
}
