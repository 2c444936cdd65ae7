public import BriskCore
public import Foundation

// Nimble matchers that cannot come to Brisk, each a compile-time error that says what to use
// instead, so a migrated suite stops at the line to change instead of passing silently.

#if canImport(ObjectiveC)
  /// What the closure of Nimble's `raiseException` receives: an `NSException`.
  public typealias RaisedException = NSException
#else
  /// What the closure of Nimble's `raiseException` receives. Without the Objective-C runtime
  /// there is no `NSException`: an `NSObject`, so Nimble code written for Apple platforms still
  /// reaches the message of `raiseException`.
  public typealias RaisedException = NSObject
#endif

/// Unavailable: catching an Objective-C exception takes Objective-C code; Brisk is Swift only.
/// - Parameters:
///   - named: The exception's name.
///   - reason: The exception's reason.
///   - userInfo: The exception's user info.
///   - closure: Checks the exception.
/// - Returns: Never; the call does not compile.
@available(
  *, unavailable,
  message:
    "Swift cannot catch an Objective-C exception: that takes an Objective-C @try/@catch, and Brisk is Swift only. Test the Swift error with throwError(), or move the check to an Objective-C test."
)
public func raiseException<Out>(
  named: NSExceptionName? = nil,
  reason: String? = nil,
  userInfo: NSDictionary? = nil,
  closure: ((RaisedException) -> Void)? = nil
) -> Matcher<Out> {
  fatalError("unavailable")
}

/// Unavailable: catching an Objective-C exception takes Objective-C code; Brisk is Swift only.
/// - Parameters:
///   - named: The exception's name.
///   - reason: The exception's reason.
///   - userInfo: The exception's user info.
///   - closure: Checks the exception.
/// - Returns: Never; the call does not compile.
@available(
  *, unavailable,
  message:
    "Swift cannot catch an Objective-C exception: that takes an Objective-C @try/@catch, and Brisk is Swift only. Test the Swift error with throwError(), or move the check to an Objective-C test."
)
public func raiseException<Out>(
  named: String?,
  reason: String? = nil,
  userInfo: NSDictionary? = nil,
  closure: ((RaisedException) -> Void)? = nil
) -> Matcher<Out> {
  fatalError("unavailable")
}

/// Unavailable: catching a failed `precondition` or `fatalError` needs a signal-catching
/// dependency, and Brisk has none.
/// - Returns: Never; the call does not compile.
@available(
  *, unavailable,
  message:
    "Brisk cannot catch a trapping precondition or fatalError without a signal-catching dependency. Make the check throw and use throwError(), or test the trap in an exit test (Swift Testing's #expect(processExitsWith:))."
)
public func throwAssertion<Out>() -> Matcher<Out> {
  fatalError("unavailable")
}
