import Foundation

/// One golden file, `__Snapshots__/<TestFile>/<test name>.<identifier>.txt`, next to the test
/// file: the layout of swift-snapshot-testing.
struct SnapshotFile {
  /// The whole path.
  let path: String
  /// The path from the test file's folder, for messages: `__Snapshots__/OrderTests/total.1.txt`.
  let shown: String
  /// The folder that holds it, whole and as shown.
  let folder: (path: String, shown: String)
  /// The file's own name: `total.1.txt`.
  let name: String

  /// The path from the working directory (the package, under `swift test`) when the file is
  /// inside it, otherwise as shown: where `BRISK_SNAPSHOT_ARTIFACTS` keeps the new rendering.
  var relativePath: String {
    let workingDirectory = FileManager.default.currentDirectoryPath
    guard path.hasPrefix(workingDirectory + "/") else { return shown }
    return String(path.dropFirst(workingDirectory.count + 1))
  }

  /// The file for a test file, a test and an identifier (a counter or a name).
  init(testFile: String, test: String, identifier: String) {
    let base = SnapshotSettings.baseDirectory ?? Self.directory(of: testFile)
    var fileName = Self.lastComponent(of: testFile)
    if let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex {
      fileName = String(fileName[..<dot])
    }
    let folderShown = "__Snapshots__/" + fileName
    name = "\(Self.sanitized(test)).\(Self.sanitized(identifier)).txt"
    folder = ((base.isEmpty ? "" : base + "/") + folderShown, folderShown)
    path = folder.path + "/" + name
    shown = folderShown + "/" + name
  }

  /// What the file holds.
  enum Contents: Equatable {
    case missing
    case text(String)
    /// Present but not UTF-8 text.
    case notText
    /// Present but not readable as a file, for example a folder.
    case unreadable
  }

  func read() -> Contents {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .missing
    }
    guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
      return .unreadable
    }
    guard var text = String(data: data, encoding: .utf8) else { return .notText }
    text = SnapshotLines.text(text)
    if text.hasSuffix("\n") { text.removeLast() }
    return .text(text)
  }

  /// Writes `text` with a final newline; returns why it could not, or `nil`.
  func write(_ text: String) -> String? {
    do {
      try FileManager.default.createDirectory(
        atPath: folder.path, withIntermediateDirectories: true)
    } catch {
      return "could not create the folder \(folder.shown) (is a file in the way, or is it "
        + "read-only?)"
    }
    do {
      try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      return "could not write the file (is a folder in the way, or is \(folder.shown) read-only?)"
    }
    return nil
  }

  /// A name safe in any file system: runs of anything but letters, digits, `-` and `_` become
  /// `-`, with none at either end. `cardSlidesIn()` becomes `cardSlidesIn`.
  static func sanitized(_ name: String) -> String {
    var result = ""
    var pendingDash = false
    for character in name {
      if character.isASCII, character.isLetter || character.isNumber || character == "_" {
        if pendingDash, !result.isEmpty { result.append("-") }
        pendingDash = false
        result.append(character)
      } else {
        pendingDash = true
      }
    }
    return result.isEmpty ? "snapshot" : result
  }

  private static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  private static func lastComponent(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
