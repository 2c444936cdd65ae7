/// The `#if` branches that contain each line of a file, to tell which platforms compile a use.
struct Presence {
  /// One open `#if`: the conditions of its earlier branches, and this branch's (nil for `#else`).
  typealias Frame = (previous: [String], current: String?)

  /// For each line (1-based; index 0 is unused), the open frames.
  private let frames: [[Frame]]

  init(_ text: String) {
    var stack: [Frame] = []
    var frames: [[Frame]] = [[]]
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      switch Presence.directive(line) {
      case ("if", let condition)?: stack.append(([], condition))
      case (let directive, let condition)? where directive.hasPrefix("else") && !stack.isEmpty:
        stack[stack.count - 1].previous += stack[stack.count - 1].current.map { [$0] } ?? []
        stack[stack.count - 1].current = directive == "elseif" ? condition : nil
      case ("endif", _)? where !stack.isEmpty: stack.removeLast()
      default: break
      }
      frames.append(stack)
    }
    self.frames = frames
  }

  /// False when `platform`'s compiler surely leaves out `line`.
  func compiles(line: Int, on platform: String) -> Bool {
    guard line < frames.count else { return true }
    return !frames[line].contains { frame in
      frame.previous.contains { Presence.evaluate($0, on: platform) == true }
        || frame.current.map { Presence.evaluate($0, on: platform) } == false
    }
  }

  /// `#if`, `#elseif`, `#else` or `#endif`, and the condition after it less any `//` comment.
  static func directive(_ line: Substring) -> (String, String)? {
    let text = line.trimmingPrefix(while: \.isWhitespace)
    for directive in ["elseif", "else", "endif", "if"] where text.hasPrefix("#" + directive) {
      let rest = text.dropFirst(directive.count + 1)
      guard rest.first.map({ !$0.isLetter && !$0.isNumber && $0 != "_" }) ?? true else {
        continue
      }
      return (directive, String(rest.split(separator: "//", maxSplits: 1).first ?? ""))
    }
    return nil
  }

  /// `text` with each `#if` and `#elseif` condition as `platform` sees it: `os(platform)` true,
  /// any other `os(…)` false, so that the Linux compiler keeps what that platform keeps.
  static func rewritingOSConditions(_ text: String, for platform: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard let (directive, _) = directive(line), directive == "if" || directive == "elseif" else {
        return String(line)
      }
      return String(line.replacing(/\bos\((\w+)\)/) { $0.output.1 == platform ? "true" : "false" })
    }.joined(separator: "\n")
  }

  /// A `#if` condition evaluated for `platform` as its compiler would: true, false, or nil when
  /// the guard cannot tell (a `canImport` of another module, a custom flag, an unreadable one).
  static func evaluate(_ condition: String, on platform: String) -> Bool? {
    var tokens: [String] = []
    var rest = Substring(condition.trimmingPrefix(while: \.isWhitespace))
    while let match = rest.prefixMatch(of: /(&&|\|\||!|\(|\)|\w+\s*\([^()]*\)|\w+)\s*/) {
      tokens.append(match.output.1.filter { $0 != " " })
      rest = rest[match.range.upperBound...]
    }
    var (position, malformed) = (0, !rest.isEmpty)
    // Recursive descent in three-valued logic: `||` over `&&` over `!` and atoms.
    func binary(_ operator: String, _ operand: () -> Bool?, _ absorbing: Bool) -> Bool? {
      var result = operand()
      while position < tokens.count, tokens[position] == `operator` {
        position += 1
        let right = operand()
        result =
          result == absorbing || right == absorbing
          ? absorbing : (result == nil || right == nil ? nil : !absorbing)
      }
      return result
    }
    func disjunction() -> Bool? { binary("||", { binary("&&", negation, false) }, true) }
    func negation() -> Bool? {
      guard position < tokens.count else {
        malformed = true
        return nil
      }
      let token = tokens[position]
      position += 1
      switch token {
      case "!": return negation().map { !$0 }
      case "(":
        let inner = disjunction()
        if position < tokens.count && tokens[position] == ")" {
          position += 1
        } else {
          malformed = true
        }
        return inner
      case "true", "false": return token == "true"
      case _ where token.hasPrefix("os("): return token == "os(\(platform))"
      case _ where token.hasPrefix("canImport("):
        return ["UIKit", "XCTest", "Testing", "Foundation"].contains(token.dropFirst(10).dropLast())
          ? true : nil
      // Set only in the stand-in's own simulated builds (`.ci/check-platforms`).
      case _ where token.hasPrefix("BRISK_STANDIN_"): return false
      default: return nil
      }
    }
    let result = disjunction()
    return malformed || position != tokens.count ? nil : result
  }
}
