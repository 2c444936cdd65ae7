/// Spells mangled types and USRs with `swift demangle`, with module names, remembering each.
final class Demangler {
  private var spellings: [String: String] = [:]

  /// Spells every name in `names` in one run of `swift demangle`.
  func learn(_ names: some Sequence<String>) throws {
    let new = Set(names).subtracting(spellings.keys).sorted()
    guard !new.isEmpty else { return }
    let input = new.map { $0.hasPrefix("s:") ? "$s" + $0.dropFirst(2) : $0 }.joined(separator: "\n")
    let result = try Command.run(["swift", "demangle", "--compact"], input: input + "\n")
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    guard result.status == 0, lines.count > new.count else {
      throw GuardError("swift demangle failed:\n\(result.errors)")
    }
    for (name, line) in zip(new, lines) { spellings[name] = String(line) }
  }

  /// The spelling of a name `learn` was given, or the name itself.
  func spell(_ name: String) -> String { spellings[name] ?? name }

  /// The stand-in types `spelling` names: for each `UIKit.A.B.C` in it, the longest of
  /// `A.B.C`, `A.B`, `A` that the stand-in declares.
  static func standInTypes(in spelling: String, _ standIn: StandIn) -> [String] {
    var names: [String] = []
    var rest = Substring(spelling)
    while let found = rest.firstRange(of: "UIKit.") {
      let before = rest[..<found.lowerBound].last
      rest = rest[found.upperBound...]
      guard before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true else { continue }
      let path = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
      var parts = path.split(separator: ".", omittingEmptySubsequences: false)
      while let last = parts.last, last.isEmpty || last.first!.isNumber { parts.removeLast() }
      while !parts.isEmpty {
        let name = parts.joined(separator: ".")
        if standIn.types[name] != nil {
          names.append(name)
          break
        }
        parts.removeLast()
      }
    }
    return names
  }
}
