extension Guard {
  /// Reads the dumps into `standIn` and `uses`, types spelled as the stand-in names them.
  func analyse() throws {
    let standInTrees = try trees("UIKit")
    let extended = standInTrees.flatMap { $0["items"].array }.filter { $0.kind == "extension_decl" }
      .compactMap { $0["extended_type"].string }
    try learn(extended)
    for tree in standInTrees { standIn.add(tree, staged: staged) { self.spell($0, short: true) } }
    for case (let module, _, let scope?) in modules {
      for tree in try trees(module) {
        file = (module, tree["filename"].string ?? "?", scope)
        visit(tree["items"], targets, 0)
      }
    }
    try learn(
      conformances.map(\.type) + classes.values.compactMap { $0 }
        + standIn.types.values.compactMap(\.superclass)
        + uses.flatMap { use -> [String] in
          switch use.key {
          case .declaration: []
          case .type(let type): [type]
          case .conformance(let type, let proto): [type, proto]
          }
        })
    // A UIKit type's (or subclass's) conformance to Brisk's protocol uses the witnessing members.
    for conformance in conformances {
      var types = standInTypes(conformance.type)
      if types.isEmpty, let owner = conformance.owner, let superclass = classes[owner] ?? nil {
        types = standInTypes(superclass)
      }
      var chain: [String] = []
      while let type = types.first, !chain.contains(type) {
        chain.append(type)
        types = standIn.types[type]?.superclass.map(standInTypes) ?? []
      }
      for (name, isStatic) in protocols[conformance.protocol] ?? [] {
        for owner in chain {
          for declaration in standIn.overloads[StandIn.key(owner, name, isStatic)] ?? []
          where declaration.name == name {
            uses.append(conformance.use.with(.declaration(declaration.usr), witness: true))
          }
        }
      }
    }
    uses = uses.flatMap { use -> [Use] in
      switch use.key {
      case .declaration: [use]
      case .type(let type): standInTypes(type).map { use.with(.type($0)) }
      case .conformance(let type, let proto):
        [use.with(.conformance(standInTypes(type).first ?? spell(type), spell(proto, short: true)))]
      }
    }
  }

  /// Spells every name in `names` with `swift demangle`, in one run, for `spell`.
  func learn(_ names: some Sequence<String>) throws {
    let new = Set(names).subtracting(spellings.keys).sorted()
    guard !new.isEmpty else { return }
    let names = new.map { $0.hasPrefix("s:") ? "$s" + $0.dropFirst(2) : $0 }
    let result = try start(["swift", "demangle", "--compact"] + names)()
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    guard result.status == 0, lines.count > new.count else {
      throw GuardError("swift demangle failed:\n\(result.errors)")
    }
    for (name, line) in zip(new, lines) { spellings[name] = String(line) }
  }

  /// The spelling `learn` found (`short`: less `UIKit.`, `Foundation.` or `Swift.`), or the name.
  func spell(_ name: String, short: Bool = false) -> String {
    let spelling = spellings[name] ?? name
    return short ? spelling.replacing(/^(UIKit|Foundation|Swift)\./, with: "") : spelling
  }

  /// The stand-in types in a mangled type: for each `UIKit.A.B.C`, the longest of A.B.C, A.B, A.
  func standInTypes(_ mangled: String) -> [String] {
    spell(mangled).matches(of: /\bUIKit\.([\w.]+)/.wordBoundaryKind(.simple)).compactMap { match in
      var parts = match.output.1.split(separator: ".", omittingEmptySubsequences: false)
      while let last = parts.last, last.isEmpty || last.first!.isNumber { parts.removeLast() }
      return parts.indices.reversed().map { parts[...$0].joined(separator: ".") }
        .first { standIn.types[$0] != nil }
    }
  }

  /// `'UIControl.state' (Tests/UIKitStandIn/UIControl.swift:9)`, with `place`.
  func describe(_ key: Use.Key, place: Bool = true) -> String {
    let name =
      switch key {
      case .declaration(let usr): "'\(standIn.declarations[usr]?.qualified ?? spell(usr))'"
      case .type(let name): "the type '\(name)'"
      case .conformance(let type, let proto): "the conformance '\(type): \(proto)'"
      }
    return name + (place ? declaration(key).map { " (\($0.place))" } ?? "" : "")
  }

  func declaration(_ key: Use.Key) -> Declaration? {
    switch key {
    case .declaration(let usr): standIn.declarations[usr]
    case .type(let name): standIn.types[name]
    case .conformance: nil
    }
  }

  /// What `scope` uses, one `KIND NAME (PLACE)` line each.
  func listing(_ scope: Scope) -> [String] {
    let listed = uses.filter { $0.scope == scope }.map {
      $0.kind.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0) + " " + describe($0.key)
    }
    return Set(listed).sorted { ($0.dropFirst(9), $0.prefix(8)) < ($1.dropFirst(9), $1.prefix(8)) }
  }
}
