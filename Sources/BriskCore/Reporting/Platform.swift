import Foundation

/// Facts about the running process that Brisk's reporting depends on. Which test framework runs
/// is in `TestFrameworkDetection.swift`; each framework's recorder is in a file of its own.
enum Platform {
  /// Whether the caller runs on the main thread.
  static var isMainThread: Bool { Thread.isMainThread }

  /// Writes a line to standard error.
  static func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
