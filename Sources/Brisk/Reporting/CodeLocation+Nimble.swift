/// The type of the `file:` argument that Nimble-style helpers forward: `StaticString`.
///
/// Nimble declares it as `StaticString` on Linux and `String` on Apple platforms. Brisk uses
/// `StaticString` everywhere, because both XCTest and a failure's location keep the path as one,
/// so a helper written `func check(file: FileString = #filePath, line: UInt = #line)` compiles
/// and reports at its caller on every platform.
public typealias FileString = StaticString

extension CodeLocation {
  /// A location whose `#fileID` arrives as a `String`, as Nimble-style helpers forward it.
  ///
  /// The text is interned once per distinct file, so the location stays as small as one made
  /// from literals.
  init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
    let interned = InternedFileIDs.pointer(for: fileID)
    self.init(
      fileIDStart: interned.start, fileIDCount: interned.count, filePath: filePath, line: line,
      column: column)
  }
}

/// Interned copies of `#fileID` strings that arrived as `String`: one per file, kept for the
/// life of the process, like the literals they stand in for.
enum InternedFileIDs {
  private static let table = Locked([String: InternedText]())

  static func pointer(for text: String) -> InternedText {
    table.withLock { table in
      if let known = table[text] { return known }
      let bytes = Array(text.utf8.prefix(0xFFFF))
      let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
      buffer.initialize(from: bytes, count: bytes.count)
      let interned = InternedText(start: UnsafePointer(buffer), count: bytes.count)
      table[text] = interned
      return interned
    }
  }
}

/// The start and length of an interned text; the memory is never freed, so it may be shared.
struct InternedText: @unchecked Sendable {
  let start: UnsafePointer<UInt8>
  let count: Int
}

extension CodeLocation {
  /// The location given to an expression judged outside any expectation, for example inside a
  /// composite matcher: line 1 of an unknown file, because Swift Testing refuses line 0.
  @usableFromInline
  static let unknown = CodeLocation(
    fileID: "Unknown/unknown.swift", filePath: "Unknown File", line: 1, column: 1)
}
