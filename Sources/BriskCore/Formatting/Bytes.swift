import Foundation

/// Byte-level scans of UTF-8 text for ``StringDiffWindow``: one pass each, no splitting.
///
/// Offsets are UTF-8 byte offsets from the start of the string. Line breaks are those of
/// `Character.isNewline`: `\n`, `\r`, `\r\n`, vertical tab, form feed, U+0085, U+2028, U+2029.
enum Bytes {
  /// Runs `body` on the bytes of `text`, copying them only if the string is not contiguous.
  static func with<Result>(
    _ text: some StringProtocol, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(text.utf8).withUnsafeBufferPointer(body)
  }

  /// The number of leading bytes the two strings share.
  static func commonPrefix(_ lhs: String, _ rhs: String) -> Int {
    with(lhs) { old in
      with(rhs) { new in
        let count = min(old.count, new.count)
        guard let old = old.baseAddress, let new = new.baseAddress else { return 0 }
        var offset = 0
        let chunk = 4_096
        while offset + chunk <= count, memcmp(old + offset, new + offset, chunk) == 0 {
          offset += chunk
        }
        while offset < count, old[offset] == new[offset] { offset += 1 }
        return offset
      }
    }
  }

  /// Whether two substrings have the same bytes.
  static func equal(_ lhs: Substring, _ rhs: Substring) -> Bool {
    with(lhs) { old in
      with(rhs) { new in
        guard old.count == new.count else { return false }
        guard let lhs = old.baseAddress, let rhs = new.baseAddress else { return true }
        return memcmp(lhs, rhs, old.count) == 0
      }
    }
  }

  /// `offset`, moved back until it starts a character in both strings.
  static func characterBoundary(_ offset: Int, in lhs: String, and rhs: String) -> Int {
    var offset = offset
    while offset > 0, !isBoundary(offset, in: lhs) || !isBoundary(offset, in: rhs) {
      offset -= 1
    }
    return offset
  }

  private static func isBoundary(_ offset: Int, in text: String) -> Bool {
    guard offset < text.utf8.count else { return true }
    let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    return String.Index(index, within: text) != nil
  }

  /// The 1-based line of `offset`, and the start offsets of that line and of up to `keeping`
  /// lines before it, oldest first.
  static func lineStarts(in text: String, before offset: Int, keeping: Int) -> (Int, [Int]) {
    with(text) { bytes in
      var starts = [0]
      var line = 1
      var index = 0
      while index < offset {
        // Eight bytes with no line break byte (all ASCII, none below 0x0E) at once.
        if index + 8 <= offset, let base = bytes.baseAddress {
          let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
          if word & Words.high == 0, !Words.hasByte(word, below: 0x0E) {
            index += 8
            continue
          }
        }
        let length = breakLength(bytes, at: index)
        guard length > 0 else {
          index += 1
          continue
        }
        index += length
        guard index <= offset else { break }
        line += 1
        starts.append(index)
        if starts.count > keeping + 1 { starts.removeFirst() }
      }
      return (line, starts)
    }
  }

  /// The offset of the first line break at or after `offset`, or `limit`.
  static func lineEnd(in text: String, from offset: Int, limit: Int) -> Int {
    with(text) { bytes in
      var index = offset
      while index < limit, breakLength(bytes, at: index) == 0 { index += 1 }
      return index
    }
  }

  /// The length in bytes of the line break at `offset` in `text`, 0 if there is none.
  static func breakLength(in text: String, at offset: Int) -> Int {
    with(text) { breakLength($0, at: offset) }
  }

  /// The length in bytes of the line break at `index`, 0 if there is none.
  static func breakLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    guard index < bytes.count else { return 0 }
    let byte = bytes[index]
    if byte > 0x0D, byte < 0xC2 { return 0 }
    func next(_ step: Int) -> UInt8 { index + step < bytes.count ? bytes[index + step] : 0 }
    switch byte {
    case 0x0A, 0x0B, 0x0C: return 1
    case 0x0D: return next(1) == 0x0A ? 2 : 1
    case 0xC2: return next(1) == 0x85 ? 2 : 0
    case 0xE2: return next(1) == 0x80 && (next(2) == 0xA8 || next(2) == 0xA9) ? 3 : 0
    default: return 0
    }
  }

  /// The characters between two byte offsets.
  static func slice(_ text: String, _ start: Int, _ end: Int) -> Substring {
    let utf8 = text.utf8
    let from = utf8.index(utf8.startIndex, offsetBy: start)
    return text[from..<utf8.index(from, offsetBy: end - start)]
  }
}
