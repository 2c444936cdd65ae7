import Foundation

extension SnapshotFormat where Value: StringProtocol {
  /// A string as its own text: the golden file holds the string's lines, and a difference shows a
  /// line diff, as `equal` shows for strings. The default for `String` and `Substring`.
  ///
  /// ```swift
  /// expect(cart.receipt).to(matchSnapshot())   // __Snapshots__/CartTests/receipt.1.txt
  /// ```
  ///
  /// ```text
  /// expected to match snapshot __Snapshots__/CartTests/receipt.1.txt
  /// difference (- expected, + actual), first at line 2, column 5:
  ///   RECEIPT
  /// - 2 x Apple @ 2.50
  /// + 3 x Apple @ 2.50
  ///     ^
  /// ```
  ///
  /// Windows line ends (`\r\n`) are stored as `\n`, as the golden file is read.
  public static var lines: Self {
    SnapshotFormat { SnapshotLines.text(String($0)) }
  }
}

extension SnapshotFormat {
  /// The default of ``matchSnapshot(named:as:fileID:filePath:line:column:function:)``:
  /// ``lines`` for a `String` or a `Substring`, ``dump`` for any other value.
  @usableFromInline static var automatic: Self {
    SnapshotFormat { value in
      if let text = value as? String { return SnapshotLines.text(text) }
      if let text = value as? Substring { return SnapshotLines.text(String(text)) }
      return snapshotDump(value)
    }
  }
}

/// The text of the ``SnapshotFormat/lines`` format.
enum SnapshotLines {
  /// `text` with `\r\n` as `\n`, the form a golden file is read in.
  static func text(_ text: String) -> String {
    guard hasCarriageReturn(text) else { return text }
    return text.replacingOccurrences(of: "\r\n", with: "\n")
  }

  /// Whether `text` holds a `\r`: `memchr` over its UTF-8, much faster than
  /// `text.utf8.contains(_:)`, which walks the view byte by byte.
  static func hasCarriageReturn(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard let start = bytes.baseAddress else { return false }
      return memchr(start, Int32(UInt8(ascii: "\r")), bytes.count) != nil
    }
  }
}
