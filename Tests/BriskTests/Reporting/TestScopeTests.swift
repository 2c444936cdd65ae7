import Dispatch
import Testing

@testable import BriskCore

/// Work bound to a test with `TestScope` charges its failures to that test, wherever it runs.
@Suite struct TestScopeTests {
  @Test func theScopeNamesTheTestItWasCapturedIn() {
    #expect(TestScope.current.testName == "theScopeNamesTheTestItWasCapturedIn()")
  }

  @Test func whereNoTestRunsTheScopeBindsNothing() async {
    let name = await Task.detached { TestScope.current.testName }.value
    #expect(name == nil)
    let ran = await Task.detached { TestScope.current.run { 1 } }.value
    #expect(ran == 1)
  }

  @Test func aFailureOnAQueueGoesToTheCapturedScopesCollection() async {
    let failures = await withFailureCollection {
      let test = TestScope.current
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.global().async {
          test.run { expect(1) == 2 }
          continuation.resume()
        }
      }
    }
    #expect(failures.map(\.message) == ["expected to equal <2>, got <1>"])
  }

  @Test func aFailureInADetachedTaskGoesToTheCapturedScopesCollection() async {
    let failures = await withFailureCollection {
      let test = TestScope.current
      await Task.detached {
        await test.run {
          await Task.yield()
          fail("in a detached task")
        }
      }.value
    }
    #expect(failures.map(\.message) == ["in a detached task"])
  }

  /// Recorded against the test by a task that inherited its task-local values: Swift Testing
  /// charges the issue to this test, as `withKnownIssue` (whose scope the recording task also
  /// inherits) shows.
  @Test func aFailureOnAQueueIsRecordedAgainstTheCapturedTest() async {
    await withKnownIssue {
      let test = TestScope.current
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.global().async {
          test.run { expect("bound") == "other" }
          continuation.resume()
        }
      }
    } matching: { issue in
      "\(issue.kind)"
        == #"Expectation failed: brisk(failure → expected to equal <"other">, got <"bound">)"#
    }
  }

  @Test func runReturnsWhatTheBodyReturnsAndRethrows() async throws {
    struct Stop: Error {}
    let test = TestScope.current
    #expect(test.run { 3 } == 3)
    #expect(throws: Stop.self) { try test.run { throw Stop() } }
    let value = await test.run { () async -> Int in
      await Task.yield()
      return 4
    }
    #expect(value == 4)
  }
}
