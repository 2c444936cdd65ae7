extension Guard {
  /// Availability: every use, on every platform its code is compiled for, must be available where
  /// it is: its context's versions, less code a `#if` leaves out on that platform.
  func availabilityProblems(
    _ place: (Use) -> (line: Int, column: Int), _ presence: (String) -> Presence
  ) -> Set<Problem> {
    var problems: Set<Problem> = []
    for use in uses {
      guard let declaration = declaration(use.key) else { continue }
      let (line, column) = place(use)
      var late: [(String, Version, Version)] = []
      for platform in use.scope.platforms {
        let guarantee = use.context[platform]!
        let needed = declaration.availability(on: platform)
        guard let problem = Guard.problem(needed, guarantee),
          !overloadFits(declaration, use, platform),
          // Swift does not warn when a deprecated member witnesses a protocol requirement
          // (checked with Apple's SDK at an iOS 17 target), so calling a deprecated API through
          // a protocol is the way to keep an older path without a warning.
          !(problem == .deprecated && use.witness),
          presence(use.path).compiles(line: line, on: platform)
        else { continue }
        let name = "\(describe(use.key)) (\(declaration.place))"
        let message: String
        switch (problem, needed) {
        case (.late, .available(let introduced, _, _, _)):
          late.append((platform, introduced, guarantee.version))
          continue
        case (.deprecated, .available(_, let deprecated?, _, let note)):
          message =
            "\(name) is deprecated in \(platform) \(deprecated)\(note.map { " (\"\($0)\")" } ?? ""), "
            + "a warning with Apple's SDK, and Brisk builds with zero warnings: use its replacement there"
        default:
          message =
            "\(name) is unavailable in \(platform) (Linux ignores @available): leave it out of the "
            + "\(platform) build with '#if !os(\(platform))', or mark the enclosing declaration "
            + "'@available(\(platform), unavailable)'"
        }
        problems.insert(Problem(path: use.path, line: line, column: column, message: message))
      }
      if !late.isEmpty {
        let needs = late.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        let has = late.map { "\($0.0) \($0.2)" }.joined(separator: ", ")
        let message =
          "\(describe(use.key)) (\(declaration.place)) is only available in \(needs) or newer, and "
          + "this code may run on \(has) (Linux ignores @available): put it in "
          + "'if #available(\(needs), *)' or after 'guard #available(\(needs), *) else { ... }', "
          + "or mark the enclosing declaration '@available(\(needs), *)'"
        problems.insert(Problem(path: use.path, line: line, column: column, message: message))
      }
    }
    return problems
  }

  enum AvailabilityProblem { case late, unavailable, deprecated }

  /// What is wrong with using API of availability `needed` where `guarantee` holds, if anything.
  static func problem(_ needed: Availability, _ guarantee: Guarantee) -> AvailabilityProblem? {
    // Code marked unavailable there may use anything.
    if guarantee.unavailable { return nil }
    guard case .available(let introduced, let deprecated, let obsoleted, _) = needed else {
      return .unavailable
    }
    if let obsoleted, guarantee.version >= obsoleted { return .unavailable }
    if introduced > guarantee.version { return .late }
    if let deprecated, guarantee.version >= deprecated { return .deprecated }
    return nil
  }

  /// Whether Apple's compiler would pick another overload: on Apple platforms, overload
  /// resolution passes over an overload that is not available where it is called, so a call that
  /// Linux resolves to `declaration` (UIAction's iOS 17 initializer, say) may resolve to an older
  /// overload (the iOS 13 one) that takes the same argument labels.
  func overloadFits(_ declaration: Declaration, _ use: Use, _ platform: String) -> Bool {
    guard let labels = use.labels, let parent = declaration.parent else { return false }
    let guarantee = use.context[platform]!
    let base = String(declaration.name.prefix { $0 != "(" })
    let key = StandIn.MemberKey(owner: parent.qualified, name: base, isStatic: declaration.isStatic)
    return (standIn.overloads[key] ?? []).contains { other in
      guard other !== declaration, let parameters = other.parameters,
        Guard.problem(other.availability(on: platform), guarantee) == nil
      else { return false }
      var rest = labels[...]
      for (label, hasDefault) in parameters {
        if rest.first == label {
          rest.removeFirst()
        } else if !hasDefault {
          return false
        }
      }
      return rest.isEmpty
    }
  }
}
