import Foundation

/// The file operations `brisk` needs, with errors in words for a person.
enum FileAccess {
  struct Failure: Error {
    var message: String
  }

  static var homeDirectory: String {
    NSHomeDirectory()
  }

  /// The UTF-8 text of the file at `path`, or of standard input for `-`; bytes that are not
  /// UTF-8 become U+FFFD.
  static func read(_ path: String) throws(Failure) -> String {
    if path == "-" {
      return String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw Failure(message: "cannot read \(path): no such file")
    }
    guard !isDirectory.boolValue else {
      throw Failure(message: "cannot read \(path): it is a folder")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure(message: "cannot read \(path)")
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// The Swift files `path` names: the file itself, or every `.swift` file in the folder and its
  /// subfolders, in order, leaving out hidden folders and `.build`.
  static func swiftFiles(at path: String) throws(Failure) -> [String] {
    var isDirectory: ObjCBool = false
    guard path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return [path] }
    guard let enumerator = FileManager.default.enumerator(atPath: path) else {
      throw Failure(message: "cannot read the folder \(path)")
    }
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = relative.split(separator: "/").last.map(String.init) ?? relative
      if name.hasPrefix(".") || name == ".build" {
        enumerator.skipDescendants()
        continue
      }
      if relative.hasSuffix(".swift") {
        files.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
      }
    }
    guard !files.isEmpty else { throw Failure(message: "no Swift file in \(path)") }
    return files.sorted()
  }

  /// Whether `first` and `second` name one file, through `.`, `..` and symbolic links.
  static func sameFile(_ first: String, _ second: String) -> Bool {
    func resolved(_ path: String) -> String {
      URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
    return resolved(first) == resolved(second)
  }

  /// Writes `text` to `path`, creating the folders on the way, atomically: the text goes to a
  /// file beside it, which then takes the place of the old one in one step. A run that fails or
  /// is stopped before that step leaves the old file as it was, never half a file.
  static func write(_ text: String, to path: String) throws(Failure) {
    // Through a symbolic link to the file it names, so the link stays a link.
    let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: temporary) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: temporary)
      if let permissions = try? FileManager.default.attributesOfItem(atPath: url.path)[
        .posixPermissions]
      {
        try FileManager.default.setAttributes(
          [.posixPermissions: permissions], ofItemAtPath: temporary.path)
      }
      try beforeReplacing?(temporary.path)
    } catch {
      throw Failure(message: "cannot write \(path): \(error.localizedDescription)")
    }
    guard rename(temporary.path, url.path) == 0 else {
      throw Failure(message: "cannot write \(path): \(String(cString: strerror(errno)))")
    }
  }

  /// Runs between writing the file beside and putting it in place, when a test injects a
  /// failure there; it is given the path of the file beside.
  @TaskLocal static var beforeReplacing: (@Sendable (String) throws -> Void)?
}
