/// The `#if` branches that contain each line of a file, to tell which platforms compile a use.
struct Presence {
  /// One open `#if`: the conditions of its earlier branches, and this branch's (nil for `#else`).
  typealias Frame = (previous: [Condition], current: Condition?)

  /// For each line (1-based; index 0 is unused), the open frames.
  private let frames: [[Frame]]

  init(_ text: String) {
    var stack: [Frame] = []
    var frames: [[Frame]] = [[]]
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let (directive, rest) = Presence.directive(line) {
        switch directive {
        case "if": stack.append(([], Condition(rest)))
        case "elseif" where !stack.isEmpty, "else" where !stack.isEmpty:
          stack[stack.count - 1].previous += stack[stack.count - 1].current.map { [$0] } ?? []
          stack[stack.count - 1].current = directive == "elseif" ? Condition(rest) : nil
        case "endif" where !stack.isEmpty: stack.removeLast()
        default: break
        }
      }
      frames.append(stack)
    }
    self.frames = frames
  }

  /// False when `platform`'s compiler surely leaves out `line`.
  func compiles(line: Int, on platform: String) -> Bool {
    guard line < frames.count else { return true }
    return !frames[line].contains { frame in
      frame.previous.contains { $0.value(on: platform) == true }
        || frame.current?.value(on: platform) == false
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
    let os = try! Regex(#"\bos\((\w+)\)"#)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard let (directive, _) = directive(line), directive == "if" || directive == "elseif" else {
        return String(line)
      }
      return String(
        line.replacing(os) { match in
          match.output[1].substring == Substring(platform) ? "true" : "false"
        })
    }.joined(separator: "\n")
  }
}
