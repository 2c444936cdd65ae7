import Foundation

/// Files of this repository, found from this source file's path, and the record mode that
/// rewrites golden files.
enum Repository {
  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // BriskSpyKitTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// Whether `BRISK_RECORD=1` asks tests to rewrite golden files instead of comparing them.
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["BRISK_RECORD"] == "1"
  }

  static func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }

  static func read(_ relativePath: String) throws -> String {
    try String(contentsOf: url(relativePath), encoding: .utf8)
  }

  /// Every file under `folder`, by path relative to it, sorted.
  static func files(under folder: String) throws -> [String] {
    let base = url(folder)
    guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else { return [] }
    var paths: [String] = []
    for case let file as URL in enumerator {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      paths.append(
        String(file.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1)))
    }
    return paths.sorted()
  }
}
