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
  // Each atom as t, f or ? (unknown), then each group, innermost first, in three-valued logic.
  var text = condition.replacing(/\w+\s*\([^()]*\)|\w+/) { atom -> String in
    let token = atom.output.filter { !$0.isWhitespace }
    if token.hasPrefix("os(") || token == "true" || token == "false" {
      return token == "os(\(platform))" || token == "true" ? "t" : "f"
    }
    let imported = ["UIKit", "XCTest", "Testing", "Foundation"].map { "canImport(\($0))" }
    // Set only in the stand-in's own simulated builds (`.ci/check-platforms`).
    return imported.contains(token) ? "t" : token.hasPrefix("BRISK_STANDIN_") ? "f" : "?"
  }.filter { !$0.isWhitespace }
  while let group = text.firstMatch(of: /\(([^()]*)\)/) {
    guard let value = kleene(group.output.1) else { return nil }
    text.replaceSubrange(group.range, with: String(value))
  }
  return kleene(text[...]).flatMap { $0 == "?" ? nil : $0 == "t" }
}

/// The value (t, f or ?) of atoms joined by `||` over `&&` over `!`; nil when unreadable.
private func kleene(_ text: Substring) -> Character? {
  let terms = text.split(separator: "||", omittingEmptySubsequences: false).map {
    $0.split(separator: "&&", omittingEmptySubsequences: false).map { term -> Character? in
      guard let match = term.wholeMatch(of: /(!*)([tf?])/) else { return nil }
      let value = match.output.2.first!
      return match.output.1.count % 2 == 0 ? value : value == "t" ? "f" : value == "f" ? "t" : "?"
    }
  }
  guard !terms.joined().contains(nil) else { return nil }
  let all: [Character] = terms.map {
    $0.contains("f") ? "f" : $0.allSatisfy { $0 == "t" } ? "t" : "?"
  }
  return all.contains("t") ? "t" : all.allSatisfy { $0 == "f" } ? "f" : "?"
}
