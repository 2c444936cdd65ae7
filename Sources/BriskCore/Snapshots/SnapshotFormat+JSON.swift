public import Foundation

extension SnapshotFormat where Value: Encodable {
  /// Any `Encodable` value as JSON: keys sorted, two-space indents, `/` left unescaped, dates as
  /// ISO 8601 in UTC (whole seconds), sets and dictionaries in a stable order, so the text is the
  /// same on every run, in every process, and on Linux and Apple platforms.
  ///
  /// A `Set`'s elements are sorted by their JSON text (`2` before `10`), and so are the entries of
  /// a dictionary that `JSONEncoder` writes as an array of keys and values (keys other than
  /// `String`, `Int` and `CodingKeyRepresentable` types), by key: the encoder itself writes both
  /// in the hash order of the running process.
  ///
  /// ```swift
  /// expect(response).to(matchSnapshot(as: .json))
  /// ```
  ///
  /// ```text
  /// {
  ///   "id" : 7,
  ///   "placed" : "2025-12-01T09:30:00Z",
  ///   "total" : 12.5,
  ///   "url" : "https://shop.example/orders/7"
  /// }
  /// ```
  ///
  /// A value that cannot be encoded fails the check with the encoder's reason:
  ///
  /// ```text
  /// expected to match snapshot __Snapshots__/OrderTests/total.1.txt, got no snapshot: the value could not be encoded as JSON at total: Unable to encode Double.nan directly in JSON.
  /// ```
  @inlinable public static var json: Self {
    // Inlinable, so the encoder is specialized for the value's type in the caller's module: the
    // unspecialized generic encoder is several times slower.
    SnapshotFormat { try SnapshotJSON.text($0) }
  }
}

/// The text of the ``SnapshotFormat/json`` format.
@usableFromInline enum SnapshotJSON {
  @inlinable static func text(_ value: some Encodable) throws -> String {
    let data: Data
    do {
      data = try encoder().encode(value)
    } catch {
      throw failure(error)
    }
    return ordered(String(decoding: data, as: UTF8.self), of: value)
  }

  /// `text` with the value's sets and dictionaries in a stable order.
  @usableFromInline static func ordered(_ text: String, of value: any Encodable) -> String {
    SnapshotJSONOrder.stable(text, of: value)
  }

  /// An encoder with the format's settings.
  @usableFromInline static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }

  /// The failure for an encoding error: `the value could not be encoded as JSON…`.
  @usableFromInline static func failure(_ error: any Error) -> any Error {
    SnapshotRenderingFailure("the value could not be encoded as JSON" + reason(error))
  }

  /// ` at total: Unable to encode Double.nan directly in JSON.` for an `EncodingError`, `: <error>`
  /// for any other error.
  private static func reason(_ error: any Error) -> String {
    guard case EncodingError.invalidValue(_, let context) = error else { return ": \(error)" }
    let path = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
    let place =
      path.isEmpty
      ? ""
      : " at " + path.enumerated().map { $0 > 0 && !$1.hasPrefix("[") ? "." + $1 : $1 }.joined()
    return place + ": " + context.debugDescription
  }
}
