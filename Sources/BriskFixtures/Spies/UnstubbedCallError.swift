/// Thrown by a spy's throwing method that was called before the test stubbed its return value,
/// after the spy has reported the misuse as a test failure at the line that made it.
///
/// ```text
/// UserServiceSpy.fetchUser(id:) was called, but no return value was stubbed
/// ```
public struct UnstubbedCallError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The spy and method, for example `UserServiceSpy.fetchUser(id:)`.
  public let method: String

  /// Creates the error for a call that had nothing to return.
  /// - Parameter method: The spy and method, for example `UserServiceSpy.fetchUser(id:)`.
  public init(_ method: String) {
    self.method = method
  }

  public var description: String {
    "\(method) was called, but no return value was stubbed"
  }
}
