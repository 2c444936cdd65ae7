/// A value of the compiler's JSON AST dump.
///
/// A parser of its own reads a dump: it holds one tree per source file, one after the other, and
/// reads the test target's 35 MB in about a fifth of the time `JSONSerialization` takes.
indirect enum JSON {
  case object([String: JSON])
  case array([JSON])
  case string(String)
  /// A number as written, so that versions like `14.0` keep their spelling.
  case number(String)
  case bool(Bool)
  case null

  subscript(key: String) -> JSON? {
    if case .object(let fields) = self { fields[key] } else { nil }
  }

  var string: String? { if case .string(let text) = self { text } else { nil } }
  var int: Int? { if case .number(let text) = self { Int(text) } else { nil } }
  var bool: Bool { if case .bool(let value) = self { value } else { false } }
  var number: String? { if case .number(let text) = self { text } else { nil } }
  var array: [JSON] { if case .array(let items) = self { items } else { [] } }
  var fields: [String: JSON] { if case .object(let fields) = self { fields } else { [:] } }
  var kind: String? { self["_kind"]?.string }

  /// Whether it is an object or an array: something a walk goes into.
  var isContainer: Bool {
    switch self {
    case .object, .array: true
    default: false
    }
  }

  /// Every value in `bytes`, one after the other (a dump's source files).
  static func values(in bytes: [UInt8]) throws(JSONError) -> [JSON] {
    var parser = JSONParser(bytes: bytes)
    var values: [JSON] = []
    while parser.skipSpace() {
      values.append(try parser.value())
    }
    return values
  }
}

/// Where a dump could not be read.
struct JSONError: Error, CustomStringConvertible {
  let offset: Int
  var description: String { "unreadable JSON at byte \(offset)" }
}
