/// Where an assertion was written: the caller's `#fileID`, `#filePath`, `#line` and `#column`.
///
/// Every assertion in Brisk takes these four as defaulted parameters and forwards them, so a
/// failure is reported on the line that made the assertion. Test doubles capture their own at
/// `init`, so a misuse is reported where the double was made.
public struct CodeLocation: @unchecked Sendable {
  // Packed so that an `Expectation` stays within the size the optimizer breaks into registers:
  // with it, a passing `expect(x).to(equal(y))` allocates nothing.

  /// The caller's `#filePath`, kept whole because `XCTFail` takes a `StaticString`.
  public let filePath: StaticString
  /// The first byte of the caller's `#fileID`.
  @usableFromInline let fileIDStart: UnsafePointer<UInt8>
  /// Line (high 32 bits), column (next 16) and `#fileID` length (low 16).
  @usableFromInline let packed: UInt64

  /// Creates a location; the defaults capture the caller's position.
  @inlinable
  @inline(__always)
  public init(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let id: StaticString = fileID.hasPointerRepresentation ? fileID : "Unknown/unknown.swift"
    self.filePath = filePath
    self.fileIDStart = id.utf8Start
    self.packed =
      UInt64(truncatingIfNeeded: min(line, 0xFFFF_FFFF)) << 32
      | UInt64(truncatingIfNeeded: min(column, 0xFFFF)) << 16
      | UInt64(truncatingIfNeeded: min(id.utf8CodeUnitCount, 0xFFFF))
  }

  /// A location from an interned `#fileID` text.
  init(
    fileIDStart: UnsafePointer<UInt8>, fileIDCount: Int, filePath: StaticString, line: UInt,
    column: UInt
  ) {
    self.filePath = filePath
    self.fileIDStart = fileIDStart
    self.packed =
      UInt64(truncatingIfNeeded: min(line, 0xFFFF_FFFF)) << 32
      | UInt64(truncatingIfNeeded: min(column, 0xFFFF)) << 16
      | UInt64(truncatingIfNeeded: min(fileIDCount, 0xFFFF))
  }

  /// The caller's `#fileID`, for example `MyAppTests/CheckoutTests.swift`.
  public var fileID: String {
    let bytes = UnsafeBufferPointer(start: fileIDStart, count: Int(packed & 0xFFFF))
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The 1-based line.
  public var line: UInt {
    UInt(packed >> 32)
  }

  /// The 1-based column.
  public var column: UInt {
    UInt((packed >> 16) & 0xFFFF)
  }

  /// The file name alone, for example `CheckoutTests.swift`.
  public var fileName: String {
    let id = fileID
    return id.split(separator: "/").last.map(String.init) ?? id
  }
}

extension CodeLocation: Equatable {
  public static func == (lhs: CodeLocation, rhs: CodeLocation) -> Bool {
    lhs.packed == rhs.packed && lhs.fileID == rhs.fileID
      && "\(lhs.filePath)" == "\(rhs.filePath)"
  }
}

extension CodeLocation: CustomStringConvertible {
  /// `fileID:line:column`, for example `MyAppTests/CheckoutTests.swift:12:5`.
  public var description: String {
    "\(fileID):\(line):\(column)"
  }
}

extension CodeLocation {
  /// A location whose `#fileID` arrives as a `String`, as Nimble-style helpers forward it.
  ///
  /// The text is interned once per distinct file, so the location stays as small as one made
  /// from literals.
  package init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
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
  package static let unknown = CodeLocation(
    fileID: "Unknown/unknown.swift", filePath: "Unknown File", line: 1, column: 1)
}
