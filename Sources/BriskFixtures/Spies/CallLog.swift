/// A thread-safe record of the calls a test double received: the recorder behind every Brisk spy
/// and template.
///
/// ```swift
/// final class NavigationDelegateSpy: NavigationDelegate {
///   enum Call: Equatable { case showRed, showDetail(id: Int) }
///   let log = CallLog<Call>()
///   func showRedViewController() { log.record(.showRed) }
///   func showDetail(id: Int) { log.record(.showDetail(id: id)) }
/// }
///
/// expect(spy.log).to(haveReceived(.showRed))
/// ```
///
/// The log remembers where it was made, so a spy can report misuse (a missing stub, say) at that
/// line with ``fail(_:)`` instead of crashing.
public final class CallLog<Call> {
  private let storage = Locked([Call]())

  /// Where the log, and usually the spy that owns it, was made.
  public let location: CodeLocation

  /// Creates an empty log; the defaults capture the caller's position.
  public init(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Creates an empty log that reports misuse at `location`.
  public init(location: CodeLocation) {
    self.location = location
  }

  /// Appends a call, and to the ``CallOrder`` the test is recording into, if any. Safe from any
  /// thread.
  public func record(_ call: Call) {
    storage.withLock { $0.append(call) }
    if let order = CallOrder.current, let entry = CallOrderEntries.entry(for: call) {
      order.append(entry)
    }
  }

  /// Every call so far, oldest first.
  public var calls: [Call] {
    storage.current
  }

  /// The number of calls so far.
  public var count: Int {
    storage.withLock { $0.count }
  }

  /// The most recent call, if any.
  public var last: Call? {
    storage.withLock { $0.last }
  }

  /// Forgets every call.
  public func reset() {
    storage.withLock { $0.removeAll() }
  }

  /// Reports a misuse of the double that owns this log, at the line where the log was made.
  ///
  /// ```text
  /// ServiceSpy.fetchUser(id:) was called, but no return value was stubbed
  /// ```
  /// - Parameter message: What went wrong.
  public func fail(_ message: String) {
    BriskCore.fail(message, at: location)
  }

  /// Reports that a throwing `method` had nothing to return, as ``fail(_:)`` does, and returns
  /// the error for the spy to throw next, so the misuse is reported once:
  ///
  /// ```swift
  /// guard let fetchUserReturnValue else {
  ///   throw log.unstubbedCall(
  ///     "UserServiceSpy.fetchUser(id:)",
  ///     "UserServiceSpy.fetchUser(id:) was called, but no return value was stubbed; set "
  ///       + "fetchUserReturnValue or fetchUserHandler")
  /// }
  /// ```
  ///
  /// ```text
  /// UserServiceSpy.fetchUser(id:) was called, but no return value was stubbed; set fetchUserReturnValue or fetchUserHandler
  /// ```
  ///
  /// In a Swift Testing run the error is the one Swift Testing's `#require` throws, which Swift
  /// Testing does not report again; elsewhere it is an ``UnstubbedCallError`` with this message.
  /// - Parameters:
  ///   - method: The spy and method, for example `UserServiceSpy.fetchUser(id:)`.
  ///   - message: What went wrong.
  /// - Returns: The error to throw.
  public func unstubbedCall(_ method: String, _ message: String) -> any Error {
    BriskCore.fail(message, at: location, throwing: UnstubbedCallError(method, message: message))
  }
}

extension CallLog: CustomStringConvertible {
  /// The calls, rendered like any value in a failure message.
  public var description: String {
    stringify(calls)
  }
}

/// A log of `Sendable` calls can be shared across threads and actors: every access holds the lock.
extension CallLog: @unchecked Sendable where Call: Sendable {}
