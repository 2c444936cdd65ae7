import Dispatch

#if canImport(Testing)
  import Testing
#endif

/// What ``TestScope`` captured: the test, and how to record against it from anywhere.
final class TestBinding: Sendable {
  /// The binding of the work running on this task or thread, inside ``TestScope/run(_:)``.
  @TaskLocal static var current: TestBinding?

  let testName: String
  private let recorder: Recorder

  private enum Recorder: Sendable {
    /// A `withFailureCollection` scope was in progress where the scope was captured.
    case collector(FailureCollector)
    /// A task that inherited the Swift Testing test's task-local values records for it.
    case swiftTesting(TestMailbox)
    /// XCTest records against its running test case from any thread.
    case xctest
  }

  private init(testName: String, recorder: Recorder) {
    self.testName = testName
    self.recorder = recorder
  }

  /// The binding for the test on the current task, or `nil` where no test runs.
  static func capture() -> TestBinding? {
    guard let test = TestFrameworks.currentTest else { return nil }
    if let collector = FailureCollector.current {
      return TestBinding(testName: test.name, recorder: .collector(collector))
    }
    if TestFrameworks.isInSwiftTestingTest {
      return TestBinding(testName: test.name, recorder: .swiftTesting(TestMailbox()))
    }
    return TestBinding(testName: test.name, recorder: .xctest)
  }

  func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    if case .collector(let collector) = recorder {
      return try FailureCollector.$current.withValue(collector, operation: body)
    }
    return try Self.$current.withValue(self, operation: body)
  }

  func run<Result>(
    isolation: isolated (any Actor)?, _ body: () async throws -> Result
  ) async rethrows -> Result {
    if case .collector(let collector) = recorder {
      return try await FailureCollector.$current.withValue(collector, operation: body)
    }
    let result = try await Self.$current.withValue(self, operation: body)
    if case .swiftTesting(let mailbox) = recorder { await mailbox.flush() }
    return result
  }

  /// Records `failure` against the bound test, and returns the error to throw next, if any.
  func record(_ failure: RecordedFailure, throwing: Bool) -> (any Error)? {
    switch recorder {
    case .collector(let collector):
      collector.append(failure)
      return nil
    case .swiftTesting(let mailbox):
      mailbox.record(failure)
      return nil
    case .xctest:
      let xctest = TestFrameworks.recordInXCTest(failure, throwing: throwing)
      guard xctest.recorded else {
        return FailureRouting.deliverUnattributed(
          failure, waits: WaitScope.summaries, throwing: throwing)
      }
      return xctest.error
    }
  }
}

/// Records failures with Swift Testing from a task that inherited a test's task-local values, so
/// they are charged to that test wherever they were raised.
final class TestMailbox: Sendable {
  private enum Delivery: Sendable {
    case failure(RecordedFailure, recorded: DispatchSemaphore)
    case flush(CheckedContinuation<Void, Never>)
  }

  private let deliveries: AsyncStream<Delivery>.Continuation

  /// Starts the recording task; call it on the test's task.
  init() {
    let (stream, deliveries) = AsyncStream.makeStream(of: Delivery.self)
    self.deliveries = deliveries
    Task {
      for await delivery in stream {
        switch delivery {
        case .failure(let failure, let recorded):
          _ = TestFrameworks.recordInSwiftTesting(failure, throwing: false)
          recorded.signal()
        case .flush(let continuation):
          continuation.resume()
        }
      }
    }
  }

  deinit {
    deliveries.finish()
  }

  /// Hands `failure` to the recording task. On a thread with no task, waits (at most 2 s) until
  /// it is recorded, so work that signals the test next cannot let the test end first.
  func record(_ failure: RecordedFailure) {
    let recorded = DispatchSemaphore(value: 0)
    deliveries.yield(.failure(failure, recorded: recorded))
    if withUnsafeCurrentTask(body: { $0 == nil }) {
      _ = recorded.wait(timeout: .now() + .seconds(2))
    }
  }

  /// Returns once every failure handed over so far is recorded.
  func flush() async {
    await withCheckedContinuation { continuation in
      deliveries.yield(.flush(continuation))
    }
  }
}
