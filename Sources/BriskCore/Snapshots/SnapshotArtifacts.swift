import Foundation

/// The folder `BRISK_SNAPSHOT_ARTIFACTS` names, where CI collects the new rendering of every
/// failing snapshot, under the golden file's path from the package (the working directory), to
/// diff or copy over the golden files.
///
/// ```sh
/// BRISK_SNAPSHOT_ARTIFACTS=.build/snapshot-artifacts swift test
/// # .build/snapshot-artifacts/Tests/OrderTests/__Snapshots__/OrderTests/orderSummary.1.txt
/// ```
enum SnapshotArtifacts {
  /// Writes `rendering` for `file` into the artifacts folder, if one is set; returns a line that
  /// says why it could not, or `nil`.
  static func write(_ rendering: String, for file: SnapshotFile) -> String? {
    guard let folder = SnapshotSettings.artifactsFolder else { return nil }
    let path = folder + "/" + file.relativePath
    let url = URL(fileURLWithPath: path)
    let variable = "BRISK_SNAPSHOT_ARTIFACTS=\(folder)"
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data((rendering + "\n").utf8).write(to: url, options: .atomic)
    } catch {
      return "the new snapshot could not be written to \(variable) as \(file.relativePath) (is a "
        + "file in the way, or is the folder read-only?)"
    }
    return nil
  }
}
