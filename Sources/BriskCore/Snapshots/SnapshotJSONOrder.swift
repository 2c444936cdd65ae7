import Foundation

/// Puts the unordered collections of a `.json` rendering in a stable order, so the text is the
/// same in every process: `JSONEncoder` writes a `Set`, and a dictionary whose keys are neither
/// `String`, `Int` nor `CodingKeyRepresentable`, in the hash order of the running process, which
/// changes from one run to the next.
///
/// A walk of the value's encoding (``SnapshotJSONProbe``) finds where such collections are
/// written; the encoder's text is then parsed (``SnapshotJSONText``) and the elements of each one
/// are sorted by their own text, `2` before `10`: a set's elements, and a dictionary's key and
/// value pairs by key. Everything else is left exactly as the encoder wrote it.
enum SnapshotJSONOrder {
  /// `text`, the encoder's rendering of `value`, with its unordered collections sorted.
  static func stable(_ text: String, of value: any Encodable) -> String {
    let probe = SnapshotJSONProbe()
    probe.record(value)
    guard !probe.marks.isEmpty, let root = SnapshotJSONText(text) else { return text }
    return root.rendered(marks: probe.marks)
  }

  /// Orders two renderings: numbers by value inside text (`2` before `10`), ties broken by the
  /// plain order of their characters, so the order never depends on the input's.
  static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    switch lhs.compare(rhs, options: [.numeric]) {
    case .orderedAscending: true
    case .orderedDescending: false
    case .orderedSame: lhs < rhs
    }
  }
}

/// One step of a path in the JSON text: an object's key or an array's index.
enum SnapshotJSONStep: Hashable {
  case key(String)
  case index(Int)
}

/// How an unordered collection is written: a set's elements, or a dictionary's keys and values
/// alternating in one array.
enum SnapshotJSONUnordered {
  case elements
  case pairs
}

/// A collection `JSONEncoder` may write in a different order in each process.
protocol SnapshotUnorderedCollection {
  /// How it is written, or `nil` when its encoding is already ordered.
  static var unorderedJSON: SnapshotJSONUnordered? { get }
}

extension Set: SnapshotUnorderedCollection {
  static var unorderedJSON: SnapshotJSONUnordered? { .elements }
}

extension Dictionary: SnapshotUnorderedCollection {
  /// A dictionary keyed by `String`, `Int` or a `CodingKeyRepresentable` type is a JSON object,
  /// which `.sortedKeys` orders; any other is an array of keys and values.
  static var unorderedJSON: SnapshotJSONUnordered? {
    if Key.self == String.self || Key.self == Int.self { return nil }
    if #available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *),
      Key.self is any CodingKeyRepresentable.Type
    {
      return nil
    }
    return .pairs
  }
}
