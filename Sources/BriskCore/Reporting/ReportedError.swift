public import Foundation

/// Errors that Brisk throws after it has reported the failure they stand for.
package enum ReportedError {
  /// The user info that tells XCTest on Apple platforms not to report a thrown error again, as
  /// `XCTUnwrap`'s own error does; Nimble's requirement errors carry the same key.
  /// swift-corelibs-xctest (Linux) does not read it: there Brisk throws the error `XCTUnwrap`
  /// throws instead (`XCTestRecorder.swift`).
  package static var userInfo: [String: Any] {
    ["XCTestErrorUserInfoKeyShouldIgnore": true]
  }
}

extension RequireError: CustomNSError {
  /// Tells XCTest on Apple platforms not to report the error: the failure was reported where
  /// the requirement was written.
  public var errorUserInfo: [String: Any] {
    ReportedError.userInfo
  }
}
