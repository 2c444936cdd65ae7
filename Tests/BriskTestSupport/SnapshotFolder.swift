import BriskCore
public import Foundation

/// A fresh temporary folder that stands in for the test file's folder, so checks record and
/// compare there; the environment is replaced too (no `CI`, no `BRISK_RECORD` unless given).
public struct SnapshotFolder {
  public let base: String

  public init() {
    base = NSTemporaryDirectory() + "brisk-snapshots-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
  }

  /// Runs `body` with snapshots kept in this folder.
  public func run<Result>(
    environment: [String: String] = [:],
    _ body: () throws -> Result
  ) rethrows -> Result {
    try SnapshotSettings.$baseDirectory.withValue(base) {
      try SnapshotSettings.$environment.withValue(environment, operation: body)
    }
  }

  /// The text of a file under the folder, or `nil`.
  public func text(_ path: String) -> String? {
    FileManager.default.contents(atPath: base + "/" + path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Writes a file under the folder, making its folders.
  public func write(_ path: String, _ data: Data) {
    let url = URL(fileURLWithPath: base + "/" + path)
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? data.write(to: url)
  }

  public func remove() {
    try? FileManager.default.removeItem(atPath: base)
  }
}
