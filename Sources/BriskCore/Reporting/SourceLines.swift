import Foundation

/// Reads an assertion's source line for failure messages. Only failures pay for it: each file is
/// read and split into trimmed lines once, then cached.
enum SourceLines {
  /// Keyed by the address of the `#filePath` literal, which is the same for every assertion in a
  /// file.
  private static let cache = Locked([UInt: [String]?]())

  /// The trimmed text of the 1-based `line` in the file at `path`, or `nil` if the file cannot be
  /// read.
  static func line(_ line: UInt, inFile path: StaticString) -> String? {
    guard line >= 1, path.hasPointerRepresentation else { return nil }
    let key = UInt(bitPattern: path.utf8Start)
    let lines = cache.withLock { cache -> [String]? in
      if let cached = cache[key] { return cached }
      let lines = FileManager.default.contents(atPath: "\(path)")
        .flatMap { String(data: $0, encoding: .utf8) }
        .map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(trimmed) }
      cache[key] = .some(lines)
      return lines
    }
    guard let lines, Int(line) <= lines.count else { return nil }
    let text = lines[Int(line) - 1]
    return text.isEmpty ? nil : text
  }

  private static func trimmed(_ line: Substring) -> String {
    let start = line.drop(while: \.isWhitespace)
    var end = start.endIndex
    while end > start.startIndex, start[start.index(before: end)].isWhitespace {
      end = start.index(before: end)
    }
    return String(start[..<end])
  }
}
