import Foundation

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Attaching snapshot files to the running test's report.
extension TestFrameworks {
  /// Attaches a snapshot's file to the running test's report: to a Swift Testing test as an
  /// `Attachment` (Swift 6.2 and later), or on Apple platforms to a running XCTest test case as an
  /// `XCTAttachment` (see `attachToXCTest(_:)`). Linux's XCTest has no attachments; there the
  /// artifacts folder (`BRISK_SNAPSHOT_ARTIFACTS`) serves XCTest runs.
  static func attach(_ attachment: SnapshotAttachment, at location: CodeLocation) {
    #if canImport(Testing)
      if Test.current != nil {
        Attachment.record(
          attachment.contents, named: attachment.name,
          sourceLocation: location.testingSourceLocation)
        return
      }
    #endif
    #if canImport(XCTest) && canImport(ObjectiveC)
      attachToXCTest(attachment)
    #endif
  }

  #if canImport(XCTest) && canImport(ObjectiveC)
    /// Adds `attachment` to the running XCTest test case as an `XCTAttachment` of the same name,
    /// kept whatever the outcome (`.keepAlways`), in an activity of that name that
    /// `XCTContext.runActivity(named:block:)` runs.
    ///
    /// `runActivity` is `@MainActor`, and XCTest ties an activity to the test running on the main
    /// thread, so it is only called there, where XCTest runs test bodies. A check that fails on
    /// another thread attaches nothing: hopping to the main queue could deadlock a main thread
    /// that waits for that thread, or attach after the test has ended, to whichever test runs
    /// next. Its failure is still reported, and `BRISK_SNAPSHOT_ARTIFACTS` still collects it.
    private static func attachToXCTest(_ attachment: SnapshotAttachment) {
      guard Thread.isMainThread, !isInSwiftTestingTest,
        XCTestTracker.isTestCaseRunning == true
      else { return }
      MainActor.assumeIsolated {
        XCTContext.runActivity(named: attachment.name) { activity in
          let file = XCTAttachment(string: attachment.contents)
          file.name = attachment.name
          file.lifetime = .keepAlways
          activity.add(file)
        }
      }
    }
  #endif
}
