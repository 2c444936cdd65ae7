import Brisk
import BriskTestSupport
import Testing

/// A failure that throws is recorded once in Swift Testing: the way `#require` records one, and
/// what is thrown is the error `#require` throws, which Swift Testing does not report again. Each
/// body lets the error leave it, so a second report would show up as a second issue.
@Suite struct ThrownFailureRoutingTests {
  private struct Stop: Error {}

  @Test func aFailedRequirementIsRecordedOnce() {
    let issues = recordedIssues {
      try require(1).to(equal(2))
    }
    #expect(
      descriptions(issues) == [
        "Expectation failed: brisk(failure → expected to equal <2>, got <1>) (error): "
          + "source: try require(1).to(equal(2))"
      ])
  }

  @Test func whatIsThrownIsWhatRequireThrows() {
    var thrown: (any Error)?
    _ = recordedIssues {
      do { try require(1).to(equal(2)) } catch { thrown = error }
    }
    #expect(thrown is ExpectationFailedError)
  }

  @Test func unwrapAndRequireFailAreRecordedOnce() {
    let unwrapped = recordedIssues { _ = try unwrap(nil as Int?) }
    #expect(
      descriptions(unwrapped) == [
        "Expectation failed: brisk(failure → expected to not be nil, got <nil>) (error): "
          + "source: let unwrapped = recordedIssues { _ = try "
          + "unwrap(nil as Int?) }"
      ])
    let failed = recordedIssues { try requireFail("stop here") }
    #expect(failed.map { "\($0.kind)" } == ["Expectation failed: brisk(failure → stop here)"])
  }

  @Test func asyncAndPollingRequirementsAreRecordedOnce() async {
    let async = await recordedIssues {
      try await require { () async -> Int in 1 }.to(equal(2))
    }
    #expect(
      async.map { "\($0.kind)" } == [
        "Expectation failed: brisk(failure → expected to equal <2>, got <1>)"
      ])
    let polling = await recordedIssues {
      try await require { 1 }.toEventually(equal(2), timeout: .seconds(-1))
    }
    #expect(
      polling.map { "\($0.kind)" } == [
        "Expectation failed: brisk(failure → toEventually needs a positive timeout, got -1 s)"
      ])
  }

  @Test func aCustomErrorIsThrownAsGivenAndSoReportedToo() {
    let issues = recordedIssues {
      try require(customError: Stop(), 1).to(equal(2))
    }
    #expect(
      issues.map { "\($0.kind)" } == [
        "Expectation failed: brisk(failure → expected to equal <2>, got <1>)",
        "Caught error: Stop()",
      ])
  }

  @Test func failThrowingReportsOnceAndReturnsWhatRequireThrows() {
    let location = CodeLocation()
    var thrown: (any Error)?
    let issues = recordedIssues {
      thrown = fail("misused", at: location, throwing: Stop())
      throw thrown ?? Stop()
    }
    #expect(
      descriptions(issues) == [
        "Expectation failed: brisk(failure → misused) (error): "
          + "source: let location = CodeLocation()"
      ])
    #expect(issues.first?.sourceLocation?.line == Int(location.line))
    #expect(thrown is ExpectationFailedError)
  }

  @Test func inACollectionScopeTheCallersErrorIsThrown() {
    var thrown: (any Error)?
    let failures = withFailureCollection {
      do { try require(1).to(equal(2)) } catch { thrown = error }
    }
    #expect(failures.map(\.message) == ["expected to equal <2>, got <1>"])
    #expect((thrown as? RequireError)?.failure == failures.first)
    let given = withFailureCollection {
      thrown = fail("misused", at: CodeLocation(), throwing: Stop())
    }
    #expect(given.map(\.message) == ["misused"])
    #expect(thrown is Stop)
  }
}
