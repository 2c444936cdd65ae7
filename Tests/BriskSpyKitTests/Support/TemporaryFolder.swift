import Foundation

/// A fresh folder for one test's files, removed when the test is done with it.
final class TemporaryFolder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("brisk-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Writes `text` to `name` in the folder and returns its path.
  @discardableResult
  func write(_ text: String, to name: String) throws -> String {
    let file = path + "/" + name
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }

  func read(_ name: String) throws -> String {
    try String(contentsOfFile: path + "/" + name, encoding: .utf8)
  }
}
