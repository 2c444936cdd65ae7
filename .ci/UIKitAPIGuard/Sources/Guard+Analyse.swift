import Foundation

extension Guard {
  /// Reads the dumps into `standIn` and `uses`, types and conformances spelled as the stand-in
  /// names them.
  func analyse() throws {
    let standInTrees = try trees("UIKit")
    let extended = standInTrees.flatMap { $0["items"]?.array ?? [] }
      .filter { $0.kind == "extension_decl" }.compactMap { $0["extended_type"]?.string }
    try demangler.learn(extended)
    let names = Dictionary(
      extended.map {
        ($0, demangler.spell($0).replacing(try! Regex("^(UIKit|Foundation|Swift)\\."), with: ""))
      },
      uniquingKeysWith: { first, _ in first })
    for tree in standInTrees { standIn.add(tree, root: staged, extended: names) }

    var collectors: [Collector] = []
    for (module, _, scope) in modules + [("UIKitProbe", Guard.probe, .probe)] {
      var collector = Collector(standIn: standIn, targets: targets, module: module)
      for tree in try trees(module) { collector.add(tree, scope: scope) }
      collectors.append(collector)
    }
    let found = collectors.flatMap(\.uses) + (try witnesses(collectors))

    try demangler.learn(
      found.flatMap { use -> [String] in
        switch use.key {
        case .declaration: []
        case .type(let type): [type]
        case .conformance(let type, let proto): [type, proto]
        }
      })
    for var use in found {
      switch use.key {
      case .declaration: uses.append(use)
      case .type(let type):
        for name in Demangler.standInTypes(in: demangler.spell(type), standIn) {
          use.key = .type(name)
          uses.append(use)
        }
      case .conformance(let type, let proto):
        let conforming = Demangler.standInTypes(in: demangler.spell(type), standIn).first
        let spelled = demangler.spell(proto).replacing(
          try! Regex("^(Swift|Foundation|UIKit)\\."), with: "")
        use.key = .conformance(conforming ?? demangler.spell(type), spelled)
        uses.append(use)
      }
    }
  }

  /// A conformance of a UIKit type (or a subclass) to Brisk's protocol uses the members of the
  /// stand-in that witness its requirements: those with the requirement's name.
  private func witnesses(_ collectors: [Collector]) throws -> [Use] {
    let protocols = collectors.reduce(into: [:]) { $0.merge($1.protocols) { _, new in new } }
    let classes = collectors.reduce(into: [:]) { $0.merge($1.classes) { _, new in new } }
    let pending = collectors.flatMap(\.conformances)
    try demangler.learn(pending.map(\.type) + classes.values.compactMap { $0 })
    var uses: [Use] = []
    for conformance in pending {
      guard let requirements = protocols[conformance.protocol], !requirements.isEmpty else {
        continue
      }
      var types = Demangler.standInTypes(in: demangler.spell(conformance.type), standIn)
      if types.isEmpty, let owner = conformance.owner, let superclass = classes[owner] ?? nil {
        types = Demangler.standInTypes(in: demangler.spell(superclass), standIn)
      }
      var chain: [String] = []
      while let type = types.first, !chain.contains(type) {
        chain.append(type)
        types = []
        if let superclass = standIn.types[type]?.superclass {
          try demangler.learn([superclass])
          types = Demangler.standInTypes(in: demangler.spell(superclass), standIn)
        }
      }
      for (name, isStatic) in requirements {
        for owner in chain {
          let key = StandIn.MemberKey(owner: owner, name: name, isStatic: isStatic)
          for declaration in standIn.members[key] ?? [] {
            var use = conformance.use
            use.key = .declaration(declaration.usr)
            use.witness = true
            uses.append(use)
          }
        }
      }
    }
    return uses
  }

  /// How messages name what a key stands for.
  func describe(_ key: Use.Key) -> String {
    switch key {
    case .declaration(let usr): "'\(standIn.declarations[usr]?.qualified ?? demangler.spell(usr))'"
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

  /// What `scope` uses, one `KIND NAME (PLACE)` line each.
  func listing(_ scope: Use.Scope) -> [String] {
    let listed = Set(
      uses.filter { $0.scope == scope }.map { use in
        let place = declaration(use.key).map { " (\($0.place))" } ?? ""
        return
          "\(use.kind.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(describe(use.key))\(place)"
      })
    return listed.sorted { ($0.dropFirst(9), $0.prefix(8)) < ($1.dropFirst(9), $1.prefix(8)) }
  }
}
