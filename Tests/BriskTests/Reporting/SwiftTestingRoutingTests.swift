import BriskCore
import BriskTestSupport
import Testing

@Suite struct SwiftTestingRoutingTests {
  /// The column is the one `#column` gives a call: its opening parenthesis.
  @Test func failuresAreRecordedAtTheCallersFileLineAndColumn() {
    let line = #line + 2
    withKnownIssue {
      expect(1).to(equal(2))
    } matching: { issue in
      issue.sourceLocation?.fileID == "BriskTests/SwiftTestingRoutingTests.swift"
        && issue.sourceLocation?.line == line
        && issue.sourceLocation?.column == 13
        && issue.sourceLocation?.filePath.hasSuffix(
          "Tests/BriskTests/Reporting/SwiftTestingRoutingTests.swift")
          == true
        && issue.comments.map(\.rawValue) == ["source: expect(1).to(equal(2))"]
    }
  }

  @Test func aDescriptionAndADiffTravelWithTheIssue() {
    withKnownIssue {
      expect([1, 2]).to(equal([1, 3]), description: "cart lines")
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        expected to equal <[1, 3]>, got <[1, 2]>
        first difference at index 1: expected <3>, got <2>
        missing: <[3]>
        extra: <[2]>
        source: expect([1, 2]).to(equal([1, 3]), description: "cart lines")
        """
      ]
    }
  }

  @Test func failIsRoutedLikeAnExpectation() {
    let location = CodeLocation()
    withKnownIssue {
      fail("spy misuse", at: location)
    } matching: { issue in
      issue.sourceLocation?.line == Int(location.line)
        && "\(issue.kind)" == "Expectation failed: brisk(failure → spy misuse)"
    }
  }

  @Test func aThrownErrorIsReportedAtTheCallersLine() {
    struct Offline: Error {}
    let line = #line + 2
    withKnownIssue {
      expect { () throws -> Int in throw Offline() }.to(equal(2))
    } matching: { issue in
      issue.sourceLocation?.line == line
        && "\(issue.kind)"
          == "Expectation failed: brisk(failure → expected to equal <2>, got unexpected error thrown: <Offline()>)"
    }
  }
}

extension SwiftTestingRoutingTests {
  /// Swift Testing's console headline is the issue's kind: `Expectation failed: ` and the
  /// expression, whose captured value is the message's first line, cut to 200 characters.
  @Test func theHeadlineShowsTheFirstLineOfTheMessage() {
    let issues = recordedIssues {
      expect([1, 2]).to(equal([1, 3]), description: "cart lines")
      fail(String(repeating: "x", count: 300) + "\nsecond line")
      fail(String(repeating: "y", count: 200))
    }
    #expect(
      issues.map { "\($0.kind)" } == [
        "Expectation failed: brisk(failure → cart lines)",
        "Expectation failed: brisk(failure → \(String(repeating: "x", count: 199))…)",
        "Expectation failed: brisk(failure → \(String(repeating: "y", count: 200)))",
      ])
  }

  /// Each line of a failure is printed once: the first in the headline, the rest (and the source
  /// line) in the comment; a first line cut to fit the headline is repeated whole in the comment.
  @Test func eachLineOfTheMessageIsPrintedOnce() {
    let long = String(repeating: "x", count: 300)
    let issues = recordedIssues {
      fail("one line")
      fail("first\nsecond\nthird")
      fail(long + "\nsecond")
    }
    let line = "fail(long + \"\\nsecond\")"
    #expect(
      issues.map { $0.comments.map(\.rawValue) } == [
        ["source: fail(\"one line\")"],
        ["second\nthird\nsource: fail(\"first\\nsecond\\nthird\")"],
        [long + "\nsecond\nsource: " + line],
      ])
  }

  @Test func anExpectationFailureIsOneIssueOfSwiftTestingsOwnKind() {
    let issues = recordedIssues { expect(1).to(equal(2)) }
    #expect(issues.count == 1)
    guard case .expectationFailed(let expectation)? = issues.first?.kind else {
      Issue.record("not an expectation failure: \(issues)")
      return
    }
    #expect(!expectation.isRequired)
  }
}

@Suite struct FailDefaultLocationTests {
  @Test func failReportsAtTheCallersLine() {
    let line: UInt = #line + 1
    let failures = withFailureCollection { fail("misuse") }
    #expect(failures.map(\.message) == ["misuse"])
    #expect(failures.first?.location.line == line)
    #expect(failures.first?.location.fileID == "BriskTests/SwiftTestingRoutingTests.swift")
  }
}
