public import Foundation

/// Thrown by a spy's throwing method that was called before the test stubbed its return value
/// (or stubbed one of another type), after the spy has reported the misuse as a test failure at
/// the line that made it. ``CallLog/unstubbedCall(_:_:)`` makes it and reports it.
///
/// ```text
/// UserServiceSpy.fetchUser(id:) was called, but no return value was stubbed; set fetchUserReturnValue or fetchUserHandler
/// ```
///
/// Its description is the reported message, so that a test framework that reports the thrown
/// error too (XCTest on Linux: `threw error "…"`) repeats the same text.
public struct UnstubbedCallError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The spy and method, for example `UserServiceSpy.fetchUser(id:)`.
  public let method: String

  /// The failure the spy reported.
  public let message: String

  /// Creates the error for a call that had nothing to return, with the default message,
  /// `UserServiceSpy.fetchUser(id:) was called, but no return value was stubbed`.
  /// - Parameter method: The spy and method, for example `UserServiceSpy.fetchUser(id:)`.
  public init(_ method: String) {
    self.init(method, message: "\(method) was called, but no return value was stubbed")
  }

  /// Creates the error for a call that had nothing to return, with the message the spy reported.
  /// - Parameters:
  ///   - method: The spy and method, for example `UserServiceSpy.fetchUser(id:)`.
  ///   - message: The failure the spy reported.
  public init(_ method: String, message: String) {
    self.method = method
    self.message = message
  }

  /// The reported message.
  public var description: String {
    message
  }
}

extension UnstubbedCallError: CustomNSError {
  /// Tells XCTest on Apple platforms not to report the error: the spy reported the misuse where
  /// it was made. XCTest on Linux reports it anyway, with the same text.
  public var errorUserInfo: [String: Any] {
    ReportedError.userInfo
  }
}
