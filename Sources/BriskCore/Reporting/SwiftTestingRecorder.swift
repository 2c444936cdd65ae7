import Foundation

#if canImport(Testing)
  import Testing
#endif

/// Reporting to Swift Testing.
extension TestFrameworks {
  /// Records `failure` with Swift Testing as an expectation failure, the way `#expect` records
  /// one (or `#require`, when `throwing`, which then returns the error `#require` threw: Swift
  /// Testing does not report that error again when it is thrown out of the test). It is recorded
  /// against the test of the current task, or against «unknown» off every test's task.
  ///
  /// The console headline of an issue is its kind's description; for an expectation failure,
  /// `Expectation failed: ` and the failed expression with its captured values. No public API
  /// sets that text, so the expression is `brisk(failure)`, whose captured value is the
  /// failure's first line; the comment holds the rest, so each line is printed once:
  ///
  /// ```text
  /// ✘ Test refreshReportsTheCount() recorded an issue at RefreshTests.swift:4:13: Expectation failed: brisk(failure → expected to equal <4>, got <3>)
  /// ↳ source: expect(count) == 4
  /// ```
  static func recordInSwiftTesting(_ recorded: RecordedFailure, throwing: Bool) -> (any Error)? {
    #if canImport(Testing)
      let location = recorded.location.testingSourceLocation
      // `failure` names the headline's captured value: `brisk(failure → …)`.
      let failure = FailureHeadline(recorded.message)
      let comment = failure.rest(of: recorded).map { [Comment(rawValue: $0)] } ?? []
      guard throwing else {
        #expect(brisk(failure), comment.first, sourceLocation: location)
        return nil
      }
      do {
        try #require(brisk(failure), comment.first, sourceLocation: location)
      } catch {
        return error
      }
      return nil
    #else
      return nil
    #endif
  }

  /// Records `failure` with Swift Testing against «unknown», from a thread that runs no task, so
  /// that it is not charged to a test that runs the caller.
  static func recordAgainstNoTest(_ failure: RecordedFailure) {
    let recorded = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      _ = recordInSwiftTesting(failure, throwing: false)
      recorded.signal()
    }
    recorded.wait()
  }
}

extension CodeLocation {
  #if canImport(Testing)
    /// This location as Swift Testing takes it: a module in the file ID, and line and column at
    /// least 1, or Swift Testing traps.
    var testingSourceLocation: Testing.SourceLocation {
      var fileID = fileID
      if !fileID.contains("/") { fileID = "Unknown/" + fileID }
      return Testing.SourceLocation(
        fileID: fileID, filePath: "\(filePath)", line: max(1, Int(line)),
        column: max(1, Int(column)))
    }
  #endif
}

#if canImport(Testing)
  /// The first line of a failure, shown in Swift Testing's headline as the captured value of
  /// `brisk(failure)`, cut to ``limit`` characters.
  struct FailureHeadline: CustomTestStringConvertible, Sendable {
    static let limit = 200
    let testDescription: String
    /// Whether the first line was cut to fit.
    let isCut: Bool

    init(_ message: String) {
      let firstLine = message.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
      isCut = firstLine.count > Self.limit
      testDescription =
        isCut ? String(firstLine.prefix(Self.limit - 1)) + "…" : String(firstLine)
    }

    /// What the headline does not show of `failure`'s report: the lines after the first (with the
    /// source line), or all of it when the first line was cut; `nil` when nothing is left.
    func rest(of failure: RecordedFailure) -> String? {
      if isCut { return failure.report }
      let lines = failure.report.split(separator: "\n", omittingEmptySubsequences: false)
      return lines.count > 1 ? lines.dropFirst().joined(separator: "\n") : nil
    }
  }

  /// The expression Brisk's expectation failures are recorded with; it always fails.
  private func brisk(_ failure: FailureHeadline) -> Bool {
    false
  }
#endif
