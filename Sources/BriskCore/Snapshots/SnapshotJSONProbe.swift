/// Walks a value's encoding as `JSONEncoder` lays it out, and notes the path of each unordered
/// collection written on the way (``SnapshotUnorderedCollection``); nothing is encoded.
final class SnapshotJSONProbe {
  /// Deeper values are not walked: a bound on recursion, far beyond any real model.
  static let maxDepth = 256

  /// Where an unordered collection is, and how it is written.
  private(set) var marks: [[SnapshotJSONStep]: SnapshotJSONUnordered] = [:]

  /// Walks `value`; a value whose encoding throws is left as far as it got, since the encoder
  /// reports that error itself.
  func record(_ value: any Encodable) {
    try? visit(value, at: [], codingPath: [])
  }

  fileprivate func visit(
    _ value: any Encodable, at path: [SnapshotJSONStep], codingPath: [any CodingKey]
  ) throws {
    // A primitive encodes itself through a single-value container, which would bring it back
    // here; it holds no collection.
    guard !(value is any SnapshotJSONPrimitive), path.count < Self.maxDepth else { return }
    if let collection = value as? any SnapshotUnorderedCollection,
      let kind = type(of: collection).unorderedJSON
    {
      marks[path] = kind
    }
    try value.encode(to: Walker(probe: self, path: path, codingPath: codingPath))
  }
}

/// The types an encoder writes itself, which end the walk.
private protocol SnapshotJSONPrimitive {}
extension Bool: SnapshotJSONPrimitive {}
extension String: SnapshotJSONPrimitive {}
extension Double: SnapshotJSONPrimitive {}
extension Float: SnapshotJSONPrimitive {}
extension Int: SnapshotJSONPrimitive {}
extension Int8: SnapshotJSONPrimitive {}
extension Int16: SnapshotJSONPrimitive {}
extension Int32: SnapshotJSONPrimitive {}
extension Int64: SnapshotJSONPrimitive {}
extension UInt: SnapshotJSONPrimitive {}
extension UInt8: SnapshotJSONPrimitive {}
extension UInt16: SnapshotJSONPrimitive {}
extension UInt32: SnapshotJSONPrimitive {}
extension UInt64: SnapshotJSONPrimitive {}

/// The key of an array element in a coding path.
private struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }
  init(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}

/// The encoder the probe hands to each value.
private struct Walker: Encoder {
  let probe: SnapshotJSONProbe
  let path: [SnapshotJSONStep]
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func child(_ key: any CodingKey, keyed: Bool) -> Walker {
    let step = keyed ? SnapshotJSONStep.key(key.stringValue) : .index(key.intValue ?? 0)
    return Walker(probe: probe, path: path + [step], codingPath: codingPath + [key])
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(Keyed<Key>(walker: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(walker: self) }

  func singleValueContainer() -> any SingleValueEncodingContainer { Single(walker: self) }
}

private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let walker: Walker
  var codingPath: [any CodingKey] { walker.codingPath }

  mutating func encodeNil(forKey key: Key) throws {}

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    let child = walker.child(key, keyed: true)
    try walker.probe.visit(value, at: child.path, codingPath: child.codingPath)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    walker.child(key, keyed: true).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    walker.child(key, keyed: true).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    walker.child(SnapshotJSONSuperKey(), keyed: true)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    walker.child(key, keyed: true)
  }
}

/// `super`, the key `JSONEncoder` gives a superclass's encoding.
private struct SnapshotJSONSuperKey: CodingKey {
  var stringValue: String { "super" }
  var intValue: Int? { nil }
  init() {}
  init?(stringValue: String) { nil }
  init?(intValue: Int) { nil }
}

private struct Unkeyed: UnkeyedEncodingContainer {
  let walker: Walker
  var count = 0
  var codingPath: [any CodingKey] { walker.codingPath }

  private mutating func next() -> Walker {
    defer { count += 1 }
    return walker.child(IndexKey(intValue: count), keyed: false)
  }

  mutating func encodeNil() throws { _ = next() }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let child = next()
    try walker.probe.visit(value, at: child.path, codingPath: child.codingPath)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    next().container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    next().unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { next() }
}

private struct Single: SingleValueEncodingContainer {
  let walker: Walker
  var codingPath: [any CodingKey] { walker.codingPath }

  mutating func encodeNil() throws {}

  mutating func encode<T: Encodable>(_ value: T) throws {
    try walker.probe.visit(value, at: walker.path, codingPath: walker.codingPath)
  }
}
