import Foundation
import Testing
import XCTest

/// How the stand-in answers a call that raises an Objective-C exception on iOS (for example
/// releasing a paused property animator): a device would crash the test run; the stand-in fails
/// the running test with the same message instead, so a test that would crash on a device fails
/// here too, without ending the run.
enum ProgrammerError {
  /// Fails the running Swift Testing or XCTest test with `message`, prefixed with the exception's
  /// name, and writes it to standard error.
  /// - Parameters:
  ///   - message: The exception's reason, as UIKit gives it.
  ///   - exception: The exception's name: `NSInternalInconsistencyException` for UIKit's
  ///     assertions, `NSGenericException` for an unanchored popover.
  static func raise(_ message: String, exception: String = "NSInternalInconsistencyException") {
    let text = "\(exception): \(message)"
    FileHandle.standardError.write(Data("UIKit stand-in: \(text)\n".utf8))
    if Test.current != nil {
      Issue.record(Comment(rawValue: text))
    } else {
      XCTFail(text)
    }
  }

  /// An object as Objective-C's `description` shows it in an exception's reason:
  /// `<UIAlertController: 0x7fa3cb800000>`.
  static func name(_ object: AnyObject) -> String {
    let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    return "<\(type(of: object)): 0x\(String(address, radix: 16))>"
  }
}
