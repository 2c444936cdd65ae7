import Foundation

/// The test frameworks a failure can go to, and the process they run in: the namespace of
/// Brisk's reporting facts. Which framework runs is in `TestFrameworkDetection.swift`, how
/// SwiftPM launched the process in `SwiftPMArguments.swift`, and each framework's recorder in a
/// file of its own.
enum TestFrameworks {
  /// Whether the caller runs on the main thread.
  static var isMainThread: Bool { Thread.isMainThread }

  /// Writes a line to standard error.
  static func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
