import Foundation

extension FileAccess {
  /// Writes `text` to `path` unless the file already holds exactly that text, so a build that
  /// regenerates an unchanged file does not make the compiler read it again.
  /// - Returns: Whether the file was written.
  static func update(_ text: String, at path: String) throws(Failure) -> Bool {
    if let current = FileManager.default.contents(atPath: path), current == Data(text.utf8) {
      return false
    }
    try write(text, to: path)
    return true
  }
}
