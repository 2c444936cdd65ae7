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

  /// Writes `text` to `path`, creating the folders on the way.
  static func write(_ text: String, to path: String) throws(Failure) {
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    } catch {
      throw Failure(message: "cannot write \(path): \(error.localizedDescription)")
    }
  }
}
