import Foundation

extension Guard {
  /// Reads the dumps into `standIn` and `uses`, types and conformances spelled as the stand-in
  /// names them.
  func analyse() throws {
    let standInTrees = try trees("UIKit")
    let extended = standInTrees.flatMap { $0["items"].array }.filter { $0.kind == "extension_decl" }
      .compactMap { $0["extended_type"].string }
    try learn(extended)
    let names = Dictionary(extended.map { ($0, spell($0, short: true)) }) { first, _ in first }
    for tree in standInTrees { standIn.add(tree, staged: staged, extended: names) }

    for (module, _, scope) in modules + [("UIKitProbe", Guard.probe, .probe)] {
      for tree in try trees(module) {
        file = (module, tree["filename"].string ?? "?", scope)
        visit(tree["items"], targets, 0)
      }
    }
    uses += try witnesses()
    try learn(
      uses.flatMap { use -> [String] in
        switch use.key {
        case .declaration: []
        case .type(let type): [type]
        case .conformance(let type, let proto): [type, proto]
        }
      })
    uses = uses.flatMap { use -> [Use] in
      var use = use
      switch use.key {
      case .declaration: return [use]
      case .type(let type):
        return standInTypes(type).map {
          use.key = .type($0)
          return use
        }
      case .conformance(let type, let proto):
        use.key = .conformance(standInTypes(type).first ?? spell(type), spell(proto, short: true))
        return [use]
      }
    }
  }

  /// A conformance of a UIKit type (or a subclass) to Brisk's protocol uses the members of the
  /// stand-in that witness its requirements: those with the requirement's name.
  private func witnesses() throws -> [Use] {
    try learn(conformances.map(\.type) + classes.values.compactMap { $0 })
    var uses: [Use] = []
    for conformance in conformances {
      guard let requirements = protocols[conformance.protocol], !requirements.isEmpty else {
        continue
      }
      var types = standInTypes(conformance.type)
      if types.isEmpty, let owner = conformance.owner, let superclass = classes[owner] ?? nil {
        types = standInTypes(superclass)
      }
      var chain: [String] = []
      while let type = types.first, !chain.contains(type) {
        chain.append(type)
        types = []
        if let superclass = standIn.types[type]?.superclass {
          try learn([superclass])
          types = standInTypes(superclass)
        }
      }
      for (name, isStatic) in requirements {
        for owner in chain {
          let base = String(name.prefix { $0 != "(" })
          for declaration in standIn.overloads[[owner, base, isStatic ? "static" : ""]] ?? []
          where declaration.name == name {
            var use = conformance.use
            (use.key, use.witness) = (.declaration(declaration.usr), true)
            uses.append(use)
          }
        }
      }
    }
    return uses
  }

  /// Spells every name in `names` with `swift demangle`, in one run, for `spell`.
  func learn(_ names: some Sequence<String>) throws {
    let new = Set(names).subtracting(spellings.keys).sorted()
    guard !new.isEmpty else { return }
    let input = new.map { $0.hasPrefix("s:") ? "$s" + $0.dropFirst(2) : $0 }.joined(separator: "\n")
    let result = try start(["swift", "demangle", "--compact"], input: input + "\n")()
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    guard result.status == 0, lines.count > new.count else {
      throw GuardError("swift demangle failed:\n\(result.errors)")
    }
    for (name, line) in zip(new, lines) { spellings[name] = String(line) }
  }

  /// The spelling of a name `learn` was given (`short`: less a leading `UIKit.`, `Foundation.` or
  /// `Swift.`), or the name itself.
  func spell(_ name: String, short: Bool = false) -> String {
    let spelling = spellings[name] ?? name
    return short ? spelling.replacing(/^(UIKit|Foundation|Swift)\./, with: "") : spelling
  }

  /// The stand-in types a mangled type names: for each `UIKit.A.B.C` in its spelling, the longest
  /// of `A.B.C`, `A.B`, `A` that the stand-in declares.
  func standInTypes(_ mangled: String) -> [String] {
    spell(mangled).matches(of: /\bUIKit\.([\w.]+)/.wordBoundaryKind(.simple)).compactMap { match in
      var parts = match.output.1.split(separator: ".", omittingEmptySubsequences: false)
      while let last = parts.last, last.isEmpty || last.first!.isNumber { parts.removeLast() }
      return parts.indices.reversed().map { parts[...$0].joined(separator: ".") }
        .first { standIn.types[$0] != nil }
    }
  }

  /// How messages name what a key stands for.
  func describe(_ key: Use.Key) -> String {
    switch key {
    case .declaration(let usr): "'\(standIn.declarations[usr]?.qualified ?? spell(usr))'"
    case .type(let name): "the type '\(name)'"
    case .conformance(let type, let proto): "the conformance '\(type): \(proto)'"
    }
  }

  /// The stand-in declaration a key stands for.
  func declaration(_ key: Use.Key) -> Declaration? {
    switch key {
    case .declaration(let usr): standIn.declarations[usr]
    case .type(let name): standIn.types[name]
    case .conformance: nil
    }
  }

  /// `describe(key)` with the declaration's place: `'UIControl.state' (Tests/…/UIControl.swift:9)`.
  func name(_ key: Use.Key) -> String {
    describe(key) + (declaration(key).map { " (\($0.place))" } ?? "")
  }

  /// What `scope` uses, one `KIND NAME (PLACE)` line each.
  func listing(_ scope: Scope) -> [String] {
    let listed = Set(
      uses.filter { $0.scope == scope }.map { use in
        use.kind.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0) + " " + name(use.key)
      })
    return listed.sorted { ($0.dropFirst(9), $0.prefix(8)) < ($1.dropFirst(9), $1.prefix(8)) }
  }
}

/// Lines and columns of byte offsets in a file, as the dump's ranges give them.
struct LineMap {
  /// The offset each line starts at.
  private let starts: [Int]

  init(path: String) {
    let data = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
    starts = [0] + data.indices.filter { data[$0] == 0x0A }.map { $0 + 1 }
  }

  /// The 1-based line and column (in bytes) of `offset`.
  func place(_ offset: Int) -> (line: Int, column: Int) {
    let line = starts.lastIndex { $0 <= offset } ?? 0
    return (line + 1, offset - starts[line] + 1)
  }
}
