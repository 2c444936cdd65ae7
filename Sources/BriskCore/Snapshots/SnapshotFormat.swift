/// Thrown by a rendering that cannot produce its text, such as a timeline whose animator cannot
/// be stepped; the check fails with the message: `got no timeline: <message>`.
package struct SnapshotRenderingFailure: Error {
  package let message: String

  package init(_ message: String) {
    self.message = message
  }
}

/// How a snapshot turns a value into text, and how it explains a difference.
///
/// ``dump`` renders any value with ``snapshotDump(_:)``, ``lines`` stores a string as its own text
/// (the default for `String` and `Substring`), ``json`` stores any `Encodable` as JSON; `BriskUIKit`
/// adds a view tree and animation timelines. Make your own for a value that has a better text
/// form, in one line:
///
/// ```swift
/// extension SnapshotFormat where Value == Receipt {
///   static var printed: Self { SnapshotFormat { $0.printedLines.joined(separator: "\n") } }
/// }
/// expect(receipt).to(matchSnapshot(as: .printed))
/// ```
public struct SnapshotFormat<Value> {
  /// Renders the value; an error it throws fails the check.
  package let render: (Value) throws -> String
  /// Lines shown above the diff of a mismatch, or none.
  package let explain: (_ golden: String, _ actual: String) -> [String]
  /// What the message calls it: `expected to match snapshot …`, `… match timeline …`.
  package var kind = "snapshot"

  /// A format from a rendering.
  /// - Parameters:
  ///   - explain: Lines to show above the line diff when the snapshot differs, for example which
  ///     frame of an animation differs first; none by default.
  ///   - render: The value's text. It may throw; the check then fails with the error.
  public init(
    explain: @escaping (_ golden: String, _ actual: String) -> [String] = { _, _ in [] },
    render: @escaping (Value) throws -> String
  ) {
    self.render = render
    self.explain = explain
  }

  /// Any value, rendered by ``snapshotDump(_:)``: stored properties one per line, collections
  /// sorted where their order is not their own, run-dependent addresses left out.
  public static var dump: SnapshotFormat<Value> {
    SnapshotFormat { snapshotDump($0) }
  }
}
