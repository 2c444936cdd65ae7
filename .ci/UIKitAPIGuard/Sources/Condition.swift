/// A `#if` condition, evaluated for one platform as its compiler would: true, false, or nil when
/// the guard cannot tell (a `canImport` of another module, a custom flag).
struct Condition {
  /// Nil when the condition is unreadable: unknown on every platform.
  private let tokens: [String]?

  init(_ text: String) {
    var tokens: [String] = []
    var rest = Substring(text.trimmingPrefix(while: \.isWhitespace))
    let word = try! Regex(#"^(&&|\|\||!|\(|\)|\w+\s*\([^()]*\)|\w+)\s*"#)
    while !rest.isEmpty {
      guard let match = rest.firstMatch(of: word), let token = match.output[1].substring else {
        self.tokens = nil
        return
      }
      tokens.append(token.filter { $0 != " " })
      rest = rest[match.range.upperBound...]
    }
    self.tokens = tokens
  }

  func value(on platform: String) -> Bool? {
    guard let tokens else { return nil }
    var reader = Reader(tokens: tokens, platform: platform)
    guard let result = reader.disjunction(), reader.position == tokens.count else { return nil }
    return result
  }
}

/// Evaluates tokens by recursive descent; each step returns nil when the tokens are malformed,
/// and `.some(nil)` when the value is unknown.
private struct Reader {
  let tokens: [String]
  let platform: String
  var position = 0

  mutating func disjunction() -> Bool?? {
    guard var result = conjunction() else { return nil }
    while position < tokens.count, tokens[position] == "||" {
      position += 1
      guard let right = conjunction() else { return nil }
      result =
        result == true || right == true ? true : (result == false && right == false ? false : nil)
    }
    return result
  }

  mutating func conjunction() -> Bool?? {
    guard var result = negation() else { return nil }
    while position < tokens.count, tokens[position] == "&&" {
      position += 1
      guard let right = negation() else { return nil }
      result =
        result == false || right == false ? false : (result == true && right == true ? true : nil)
    }
    return result
  }

  mutating func negation() -> Bool?? {
    guard position < tokens.count else { return nil }
    let token = tokens[position]
    position += 1
    switch token {
    case "!": return negation().map { inner in inner.map { !$0 } }
    case "(":
      let inner = disjunction()
      guard position < tokens.count, tokens[position] == ")" else { return nil }
      position += 1
      return inner
    case "true", "false": return .some(token == "true")
    case _ where token.hasPrefix("os("): return .some(token == "os(\(platform))")
    case _ where token.hasPrefix("canImport("):
      let known = ["UIKit", "XCTest", "Testing", "Foundation"].map { "canImport(\($0))" }
      return known.contains(token) ? .some(true) : .some(nil)
    // Set only in the stand-in's own simulated builds (`.ci/check-platforms`).
    case _ where token.hasPrefix("BRISK_STANDIN_"): return .some(false)
    default: return .some(nil)
    }
  }
}
