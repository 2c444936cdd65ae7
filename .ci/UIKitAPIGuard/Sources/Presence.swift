/// Whether `platform`'s compiler may compile a line (from 1) of `text`, from the `#if` branches
/// that contain it: false when it surely leaves it out.
func presence(_ text: String) -> (_ line: Int, _ platform: String) -> Bool {
  // For each line, the open `#if`s: their earlier branches' conditions, the current one's.
  var stack: [(previous: [String], current: String?)] = []
  var frames = [stack]
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    switch directive(line) {
    case ("if", let condition)?: stack.append(([], condition))
    case (let directive, let condition)? where directive.hasPrefix("else") && !stack.isEmpty:
      stack[stack.count - 1].previous += stack[stack.count - 1].current.map { [$0] } ?? []
      stack[stack.count - 1].current = directive == "elseif" ? condition : nil
    case ("endif", _)? where !stack.isEmpty: stack.removeLast()
    default: break
    }
    frames.append(stack)
  }
  return { line, platform in
    !(line < frames.count ? frames[line] : []).contains { frame in
      frame.previous.contains { evaluate($0, on: platform) == true }
        || frame.current.map { evaluate($0, on: platform) } == false
    }
  }
}

/// `#if`, `#elseif`, `#else` or `#endif`, and the condition after it less any `//` comment.
func directive(_ line: Substring) -> (String, String)? {
  let text = line.trimmingPrefix(while: \.isWhitespace)
  for directive in ["elseif", "else", "endif", "if"] where text.hasPrefix("#" + directive) {
    let rest = text.dropFirst(directive.count + 1)
    if rest.first.map({ !$0.isLetter && !$0.isNumber && $0 != "_" }) ?? true {
      return (directive, String(rest.split(separator: "//", maxSplits: 1).first ?? ""))
    }
  }
  return nil
}

/// `text` with `#if os(…)` as `platform` evaluates it, so that Linux keeps what it keeps.
func rewritingOSConditions(_ text: String, for platform: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
    guard ["if", "elseif"].contains(directive(line)?.0) else { return String(line) }
    return String(line.replacing(/\bos\((\w+)\)/) { $0.output.1 == platform ? "true" : "false" })
  }.joined(separator: "\n")
}

/// A `#if` condition on `platform`, or nil when the guard cannot tell (a flag, `canImport(X)`).
func evaluate(_ condition: String, on platform: String) -> Bool? {
  let tokens = condition.matches(of: /&&|\|\||!|\(|\)|\w+\s*\([^()]*\)|\w+/).map {
    $0.output.filter { !$0.isWhitespace }
  }
  guard tokens.joined() == condition.filter({ !$0.isWhitespace }) else { return nil }
  var remaining = tokens[...]
  // Recursive descent in three-valued logic: `||` over `&&` over `!` and atoms; unreadable throws.
  func binary(_ operator: String, _ absorbing: Bool, _ operand: () throws -> Bool?) throws
    -> Bool?
  {
    var result = try operand()
    while remaining.first == `operator` {
      remaining.removeFirst()
      let right = try operand()
      result =
        result == absorbing || right == absorbing
        ? absorbing : result == nil || right == nil ? nil : !absorbing
    }
    return result
  }
  func disjunction() throws -> Bool? {
    try binary("||", true) { try binary("&&", false, negation) }
  }
  func negation() throws -> Bool? {
    switch remaining.popFirst() {
    case nil: throw GuardError("")
    case "!": return try negation().map { !$0 }
    case "(":
      let inner = try disjunction()
      guard remaining.popFirst() == ")" else { throw GuardError("") }
      return inner
    case let token? where token == "true" || token == "false": return token == "true"
    case let token? where token.hasPrefix("os("): return token == "os(\(platform))"
    case let token? where token.hasPrefix("canImport("):
      return ["UIKit", "XCTest", "Testing", "Foundation"].contains(token.dropFirst(10).dropLast())
        ? true : nil
    // Set only in the stand-in's own simulated builds (`.ci/check-platforms`).
    case let token? where token.hasPrefix("BRISK_STANDIN_"): return false
    default: return nil
    }
  }
  guard let result = try? disjunction(), remaining.isEmpty else { return nil }
  return result
}
