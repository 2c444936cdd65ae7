/// Checks, when the current leak-tracking scope ends, that `object` was released; a leak is
/// reported at this line.
///
/// The scope is a Swift Testing test marked `.checksForLeaks`, or a `withLeakTracking { }` call.
/// In an `XCTestCase`, `trackForLeaks(_:)` is the test case's own method, which needs no scope.
///
/// ```swift
/// @Test(.checksForLeaks) func releasesTheScreen() {
///   let screen = CheckoutViewController()
///   trackForLeaks(screen)
///   screen.loadViewIfNeeded()
/// }
/// ```
///
/// ```text
/// expected <CheckoutViewController> to be released when the test ends, but it is still alive
/// ```
///
/// Outside any scope, nothing could check the object later, so the call itself fails:
///
/// ```text
/// trackForLeaks(_:) needs a leak-tracking scope to check <CheckoutViewController>: mark the test .checksForLeaks, wrap the code in withLeakTracking { }, or call it in an XCTestCase
/// ```
/// - Parameters:
///   - object: The object that must be released by the end of the scope.
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
public func trackForLeaks(
  _ object: AnyObject,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  guard let tracker = LeakTracker.current else {
    BriskCore.fail(
      "trackForLeaks(_:) needs a leak-tracking scope to check <\(type(of: object))>: mark the "
        + "test .checksForLeaks, wrap the code in withLeakTracking { }, or call it in an "
        + "XCTestCase",
      at: location)
    return
  }
  tracker.track(object, at: location)
}
