extension Guard {
  /// Coverage: each use in the sources needs a use of the same kind in the probe; any use in the
  /// probe covers a plain use (a call, a read, a type, a conformance).
  func coverageProblems(_ place: (Use) -> (line: Int, column: Int)) -> Set<Problem> {
    var probe: [Use.Key: Set<Use.Kind>] = [:]
    for use in uses where use.scope == .probe { probe[use.key, default: []].insert(use.kind) }
    var problems: Set<Problem> = []
    for use in uses where use.scope == .source {
      let kinds = probe[use.key] ?? []
      if kinds.contains(use.kind) || (use.kind == .use && !kinds.isEmpty) { continue }
      let name = describe(use.key) + (declaration(use.key).map { " (\($0.place))" } ?? "")
      let what: String
      let how: String
      if use.kind == .use || kinds.isEmpty {
        what = "\(name) is not in the UIKit probe"
      } else {
        let verb = use.kind == .set ? "sets" : "overrides"
        what = "this \(verb) \(name), which the UIKit probe never \(verb)"
      }
      switch (use.kind, use.key) {
      case (.set, _): how = "an assignment to it"
      case (.override, _): how = "an override of it in a subclass"
      case (_, .declaration): how = "a use of it spelled with its exact type"
      case (_, .type): how = "a use of the type"
      case (_, .conformance): how = "a generic constraint that needs it (Conformances.swift)"
      }
      let (line, column) = place(use)
      problems.insert(
        Problem(
          path: use.path, line: line, column: column,
          message: "\(what): Brisk may use only UIKit API that the probe exercises. Add to "
            + "\(Guard.probe) \(how), and type-check the probe against Apple's SDK (\(Guard.guide)); "
            + "if Apple's UIKit lacks it, it is stand-in-only API, which Brisk must not use"))
    }
    return problems
  }
}

/// A problem the guard reports, as `path:line:column: error: message`.
struct Problem: Hashable, Comparable, CustomStringConvertible {
  let path: String
  let line: Int
  let column: Int
  let message: String

  var description: String { "\(path):\(line):\(column): error: \(message)" }

  static func < (left: Problem, right: Problem) -> Bool {
    (left.path, left.line, left.column, left.message)
      < (right.path, right.line, right.column, right.message)
  }
}
