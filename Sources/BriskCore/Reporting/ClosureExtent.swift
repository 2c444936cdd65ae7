import Foundation

/// The lines of the closure a call passes, read from the source file: the `{ done in … }` of
/// `waitUntil { done in … }`, or of `waitUntil(timeout: t, action: { done in … })`.
///
/// A failure raised on another thread while a `waitUntil` waits is charged to that wait's test
/// only when its line lies inside this closure (and the wait's `done` claims it), so work that
/// another test started can never be taken for this one's.
enum ClosureExtent {
  /// Keyed by file path, line and column of the call.
  private static let cache = Locked([String: ClosedRange<UInt>?]())

  /// The first and last line of the closure passed to the call at `location`, or `nil` when the
  /// file cannot be read or the call passes no closure literal.
  static func lines(of location: CodeLocation) -> ClosedRange<UInt>? {
    let key = "\(location.filePath):\(location.line):\(location.column)"
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let lines = FileManager.default.contents(atPath: "\(location.filePath)")
      .flatMap { String(data: $0, encoding: .utf8) }
      .flatMap { closureLines(in: Array($0.utf8), line: location.line, column: location.column) }
    cache.withLock { $0[key] = .some(lines) }
    return lines
  }

  /// The closure passed to the call at `line`, `column` (1-based) of `text`, where the column is
  /// the call's name, its `(` (what `#column` gives a call) or, with no parentheses, its `{`:
  /// inside its parentheses or as a trailing closure right after them.
  static func closureLines(in text: [UInt8], line: UInt, column: UInt) -> ClosedRange<UInt>? {
    var scanner = SourceScanner(text)
    guard scanner.move(toLine: line, column: column) else { return nil }
    if scanner.skipIdentifier() { scanner.skipTrivia() }
    if scanner.peek == UInt8(ascii: "(") {
      // A closure argument, or the trailing closure after the arguments.
      guard let open = scanner.firstBraceBeforeClosingParenthesis() else {
        scanner.skipTrivia()
        return scanner.peek == UInt8(ascii: "{") ? scanner.braceExtent() : nil
      }
      scanner.position = open
    }
    guard scanner.peek == UInt8(ascii: "{") else { return nil }
    return scanner.braceExtent()
  }
}
