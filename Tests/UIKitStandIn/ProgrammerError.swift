import Foundation
import Testing
import XCTest

/// How the stand-in answers a call that raises an Objective-C exception on iOS (for example
/// releasing a paused property animator): a device would crash the test run; the stand-in fails
/// the running test with the same message instead, so a test that would crash on a device fails
/// here too, without ending the run.
enum ProgrammerError {
  /// Fails the running Swift Testing or XCTest test with `message`, and writes it to standard
  /// error.
  static func raise(_ message: String) {
    let text = "NSInternalInconsistencyException: \(message)"
    FileHandle.standardError.write(Data("UIKit stand-in: \(text)\n".utf8))
    if Test.current != nil {
      Issue.record(Comment(rawValue: text))
    } else {
      XCTFail(text)
    }
  }
}
