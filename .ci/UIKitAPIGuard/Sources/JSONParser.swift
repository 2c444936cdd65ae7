import Foundation

/// Reads JSON values from bytes, for `JSON.values(in:)`.
struct JSONParser {
  let bytes: [UInt8]
  var position = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  /// Skips whitespace; whether a value follows.
  mutating func skipSpace() -> Bool {
    while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) {
      position += 1
    }
    return position < bytes.count
  }

  mutating func value() throws(JSONError) -> JSON {
    guard skipSpace() else { throw JSONError(offset: position) }
    switch bytes[position] {
    case UInt8(ascii: "{"):
      position += 1
      var fields: [String: JSON] = [:]
      if try take("}") { return .object(fields) }
      repeat {
        _ = skipSpace()
        let key = try string()
        guard try take(":") else { throw JSONError(offset: position) }
        fields[key] = try value()
      } while try take(",")
      guard try take("}") else { throw JSONError(offset: position) }
      return .object(fields)
    case UInt8(ascii: "["):
      position += 1
      var items: [JSON] = []
      if try take("]") { return .array(items) }
      repeat { items.append(try value()) } while try take(",")
      guard try take("]") else { throw JSONError(offset: position) }
      return .array(items)
    case UInt8(ascii: "\""): return .string(try string())
    default: return try literal()
    }
  }

  /// Takes `character` after any whitespace, if it is next.
  private mutating func take(_ character: Unicode.Scalar) throws(JSONError) -> Bool {
    guard skipSpace() else { throw JSONError(offset: position) }
    guard bytes[position] == UInt8(ascii: character) else { return false }
    position += 1
    return true
  }

  private mutating func literal() throws(JSONError) -> JSON {
    let start = position
    while position < bytes.count, !",]} \n\r\t".utf8.contains(bytes[position]) { position += 1 }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    switch text {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "null": return .null
    case _ where !text.isEmpty && text.utf8.allSatisfy({ "+-.eE0123456789".utf8.contains($0) }):
      return .number(text)
    default: throw JSONError(offset: start)
    }
  }

  private mutating func string() throws(JSONError) -> String {
    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
      throw JSONError(offset: position)
    }
    position += 1
    let start = position
    var escaped = false
    while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
      if bytes[position] == UInt8(ascii: "\\") {
        escaped = true
        position += 1
      }
      position += 1
    }
    guard position < bytes.count else { throw JSONError(offset: start) }
    defer { position += 1 }
    let raw = bytes[start..<position]
    return escaped ? try unescape(raw) : String(decoding: raw, as: UTF8.self)
  }

  /// A string with escapes, read by Foundation (rare in a dump: literals, some names).
  private func unescape(_ raw: ArraySlice<UInt8>) throws(JSONError) -> String {
    let quoted = Data([UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")])
    guard
      let text = try? JSONSerialization.jsonObject(with: quoted, options: .fragmentsAllowed)
        as? String
    else { throw JSONError(offset: position) }
    return text
  }
}
