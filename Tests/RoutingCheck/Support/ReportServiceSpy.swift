import Brisk
import Foundation

/// A report, what the service under test returns.
public struct Report: Equatable, Sendable {
  public var title: String

  public init(title: String) {
    self.title = title
  }
}

/// The protocol the spy stands in for.
public protocol ReportService: Sendable {
  func count() -> Int
  func fetchReport() async throws -> Report
}

/// A spy as `brisk spy` writes one: an unstubbed `count()` reports and returns 0, an unstubbed
/// `fetchReport()` reports and throws.
public final class ReportServiceSpy: ReportService, @unchecked Sendable {
  public enum Call: Equatable, Sendable { case count, fetchReport }

  public let log: CallLog<Call>
  @Stubbed public var countReturnValue: Int?
  @Stubbed public var fetchReportReturnValue: Report?

  public init(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    log = CallLog(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public func count() -> Int {
    log.record(.count)
    guard let countReturnValue else {
      log.fail(
        "ReportServiceSpy.count() was called, but no return value was stubbed; set "
          + "countReturnValue")
      return 0
    }
    return countReturnValue
  }

  public func fetchReport() async throws -> Report {
    log.record(.fetchReport)
    guard let fetchReportReturnValue else {
      throw log.unstubbedCall(
        "ReportServiceSpy.fetchReport()",
        "ReportServiceSpy.fetchReport() was called, but no return value was stubbed; set "
          + "fetchReportReturnValue")
    }
    return fetchReportReturnValue
  }
}

/// A flag raised on one thread and read on another.
public final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var raised = false

  public init() {}

  public var isRaised: Bool {
    lock.withLock { raised }
  }

  public func raise() {
    lock.withLock { raised = true }
  }
}

/// A count that any thread may add to.
public final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  public init() {}

  /// Adds one, and returns the new count.
  public func next() -> Int {
    lock.withLock {
      count += 1
      return count
    }
  }
}

/// Runs `work` on a global queue and blocks until it has run: "a queue waited for with a
/// semaphore".
public func onAQueueAndWait(_ work: @escaping @Sendable () -> Void) {
  let finished = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    work()
    finished.signal()
  }
  finished.wait()
}
