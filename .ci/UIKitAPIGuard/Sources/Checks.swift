import Foundation

extension Guard {
  /// Every problem as `path:line:column: error: message`, sorted by place.
  func report() -> [String] {
    var presences: [String: (Int, String) -> Bool] = [:]
    var probe: [Use.Key: Set<Use.Kind>] = [:]
    for use in uses where use.scope == .probe { probe[use.key, default: []].insert(use.kind) }
    var problems: [String: (String, Int, Int, String)] = [:]
    for use in uses {
      let (line, column) = place(use)
      let messages =
        [coverage(use, probe[use.key] ?? [])]
        + availability(use) { platform in
          let present =
            presences[use.path]
            ?? presence((try? String(contentsOfFile: root + "/" + use.path, encoding: .utf8)) ?? "")
          presences[use.path] = present
          return present(line, platform)
        }
      for message in messages.compactMap({ $0 }) {
        let problem = (use.path, line, column, message)
        problems["\(use.path):\(line):\(column): error: \(message)"] = problem
      }
    }
    return problems.sorted { $0.value < $1.value }.map(\.key)
  }

  /// Coverage: a use in the sources needs one of its kind in the probe (`kinds`).
  private func coverage(_ use: Use, _ kinds: Set<Use.Kind>) -> String? {
    guard use.scope == .source, !kinds.contains(use.kind), use.kind != .use || kinds.isEmpty else {
      return nil
    }
    let verb = use.kind == .set ? "sets" : "overrides"
    let what =
      use.kind == .use || kinds.isEmpty
      ? "\(describe(use.key)) is not in the UIKit probe"
      : "this \(verb) \(describe(use.key)), which the UIKit probe never \(verb)"
    let how =
      switch (use.kind, use.key) {
      case (.set, _): "an assignment to it"
      case (.override, _): "an override of it in a subclass"
      case (_, .declaration): "a use of it spelled with its exact type"
      case (_, .type): "a use of the type"
      case (_, .conformance): "a generic constraint that needs it (Conformances.swift)"
      }
    return "\(what): Brisk may use only UIKit API that the probe exercises. Add to \(Guard.probe) "
      + "\(how), and type-check the probe against Apple's SDK (\(Guard.guide)); if Apple's UIKit "
      + "lacks it, it is stand-in-only API, which Brisk must not use"
  }

  /// Availability: a use must be available in its context wherever it `compiles`.
  private func availability(_ use: Use, compiles: (String) -> Bool) -> [String?] {
    guard let declaration = declaration(use.key) else { return [] }
    var messages: [String] = []
    var late: [(platform: String, needs: Version, has: Version)] = []
    for platform in use.scope.platforms {
      let (guarantee, needed) = (use.context[platform]!, declaration.availability(on: platform))
      guard let problem = Guard.problem(needed, guarantee),
        !overloadFits(declaration, use, platform),
        // A deprecated member that witnesses a protocol requirement gets no warning (Apple's SDK).
        !(problem == .deprecated && use.witness), compiles(platform)
      else { continue }
      switch problem {
      case .late: late.append((platform, needed.introduced!, guarantee))
      case .deprecated:
        messages.append(
          "\(describe(use.key)) is deprecated in \(platform) \(needed.deprecated!)"
            + "\(needed.message.map { " (\"\($0)\")" } ?? ""), a warning with Apple's SDK, and "
            + "Brisk builds with zero warnings: use its replacement there")
      case .unavailable:
        messages.append(
          "\(describe(use.key)) is unavailable in \(platform) (Linux ignores @available): leave it "
            + "out of the \(platform) build with '#if !os(\(platform))', or mark the enclosing "
            + "declaration '@available(\(platform), unavailable)'")
      }
    }
    guard !late.isEmpty else { return messages }
    let needs = late.map { "\($0.platform) \($0.needs)" }.joined(separator: ", ")
    let has = late.map { "\($0.platform) \($0.has)" }.joined(separator: ", ")
    return messages + [
      "\(describe(use.key)) is only available in \(needs) or newer, and this code may run on \(has) "
        + "(Linux ignores @available): put it in 'if #available(\(needs), *)' or after 'guard "
        + "#available(\(needs), *) else { ... }', or mark the enclosing declaration "
        + "'@available(\(needs), *)'"
    ]
  }

  enum AvailabilityProblem { case late, unavailable, deprecated }
  /// What is wrong with API `needed` in code that runs on `version`, if anything.
  static func problem(_ needed: Availability, _ version: Version) -> AvailabilityProblem? {
    // Code marked unavailable there may use anything.
    guard version != .never else { return nil }
    guard let introduced = needed.introduced, version < needed.obsoleted ?? .never else {
      return .unavailable
    }
    if introduced > version { return .late }
    return version >= needed.deprecated ?? .never ? .deprecated : nil
  }

  /// Whether Apple's compiler, which passes over unavailable overloads, takes an older one with the
  /// same labels (UIAction's iOS 13 initializer, where Linux picks the iOS 17 one).
  private func overloadFits(_ declaration: Declaration, _ use: Use, _ platform: String) -> Bool {
    guard let labels = use.labels, let parent = declaration.parent else { return false }
    let key = StandIn.key(parent.qualified, declaration.name, declaration.isStatic)
    return (standIn.overloads[key] ?? []).contains { other in
      guard other !== declaration, let parameters = other.parameters,
        Guard.problem(other.availability(on: platform), use.context[platform]!) == nil
      else { return false }
      var rest = labels[...]
      for (label, hasDefault) in parameters where rest.first == label || !hasDefault {
        guard rest.popFirst() == label else { return false }
      }
      return rest.isEmpty
    }
  }
}
