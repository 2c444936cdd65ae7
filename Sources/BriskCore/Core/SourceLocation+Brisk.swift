// Swift Testing's `SourceLocation`, as Brisk's four location parameters. Every `sourceLocation:`
// form (`expect`, `require`, `unwrap`, `fail`, `waitUntil`) is one line that forwards these to
// the four-parameter form, so a helper written in Swift Testing's idiom reports at its caller:
//
//   func expectAdult(_ age: Int, sourceLocation: SourceLocation = #_sourceLocation) {
//     expect(age, sourceLocation: sourceLocation) >= 18
//   }

#if canImport(Testing)
  public import Testing

  extension SourceLocation {
    /// The location as Brisk's `fileID`, `filePath`, `line` and `column` parameters.
    ///
    /// Brisk keeps both paths as `StaticString`s, as `#fileID` and `#filePath` give them and
    /// `XCTFail` takes them. Swift Testing's are `String`s, so each distinct text is interned once
    /// for the life of the process, as literals are, and read through a `StaticString` over it.
    @usableFromInline
    package var brisk: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
      (
        StaticString.interned(fileID), StaticString.interned(filePath),
        UInt(clamping: max(line, 1)), UInt(clamping: max(column, 1))
      )
    }
  }

  extension StaticString {
    /// A `StaticString` over a process-lifetime copy of `text`.
    ///
    /// `StaticString` has no public initializer from memory, so this builds one with its stored
    /// layout (start, byte count, flags), which the standard library keeps for ABI stability:
    /// flags bit 0 clear says the start is a pointer, bit 1 says the bytes are ASCII.
    package static func interned(_ text: String) -> StaticString {
      let interned = InternedFileIDs.pointer(for: text)
      let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
      let layout = StaticStringLayout(
        start: UnsafeRawPointer(interned.start), count: UInt(interned.count),
        flags: isASCII ? 0b10 : 0)
      return unsafeBitCast(layout, to: StaticString.self)
    }
  }

  /// `StaticString`'s stored properties, in order.
  private struct StaticStringLayout {
    let start: UnsafeRawPointer
    let count: UInt
    let flags: UInt8
  }
#endif
