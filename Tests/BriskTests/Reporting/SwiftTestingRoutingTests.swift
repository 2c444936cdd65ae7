import Brisk
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
        && issue.comments.map(\.rawValue) == [
          "expected to equal <2>, got <1>\nsource: expect(1).to(equal(2))"
        ]
    }
  }

  @Test func aDescriptionAndADiffTravelWithTheIssue() {
    withKnownIssue {
      expect([1, 2]).to(equal([1, 3]), description: "cart lines")
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        cart lines
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
        && issue.comments.first?.rawValue.hasPrefix("spy misuse") == true
    }
  }

  @Test func aThrownErrorIsReportedAtTheCallersLine() {
    struct Offline: Error {}
    let line = #line + 2
    withKnownIssue {
      expect { () throws -> Int in throw Offline() }.to(equal(2))
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.comments.first?.rawValue.hasPrefix(
          "expected to equal <2>, got unexpected error thrown: <Offline()>") == true
    }
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
