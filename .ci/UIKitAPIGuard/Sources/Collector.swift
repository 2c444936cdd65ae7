/// Walks a module's dump and records its uses of the stand-in, each with the availability its
/// place guarantees (`Context`).
struct Collector {
  let standIn: StandIn
  let targets: [String: Version]
  let module: String
  var uses: [Use] = []
  /// The module's protocols: their requirements' names, and whether each is static.
  var protocols: [String: [(name: String, isStatic: Bool)]] = [:]
  /// The module's classes: their superclasses (mangled).
  var classes: [String: String?] = [:]
  /// The conformances the module declares: a type (mangled), a protocol (USR), where, and the
  /// USR of the class declaring it.
  var conformances: [(type: String, protocol: String, use: Use, owner: String?)] = []

  init(standIn: StandIn, targets: [String: Version], module: String) {
    (self.standIn, self.targets, self.module) = (standIn, targets, module)
  }

  mutating func add(_ tree: JSON, scope: Use.Scope) {
    let start = Context(uniqueKeysWithValues: targets.map { ($0, Guarantee(version: $1)) })
    var walk = Walk(collector: self, path: tree["filename"]?.string ?? "?", scope: scope)
    walk.visit(tree["items"] ?? .null, start, 0)
    self = walk.collector
  }

  /// Records what a declaration of the module overrides, declares and conforms to.
  mutating func declaration(_ node: JSON, kind: String, at use: (Use.Key, Use.Kind) -> Use) {
    let usr = node["usr"]?.string
    if kind == "protocol", let usr {
      protocols[usr] = (node["members"]?.array ?? []).compactMap { member in
        let kinds = ["func_decl", "var_decl", "constructor_decl", "subscript_decl"]
        guard kinds.contains(member.kind ?? ""), let name = declarationName(member) else {
          return nil
        }
        return (name, member["static"]?.bool ?? false)
      }
    }
    if kind == "class_decl", let usr {
      classes[usr] = node["inherits"]?["superclass_type"]?.string
    }
    if kind != "accessor_decl" {
      for overridden in node["override"]?.array ?? [] {
        if let overridden = overridden.string, standIn.declarations[overridden] != nil {
          uses.append(use(.declaration(overridden), .override))
        }
      }
    }
    for conformance in node["inherits"]?["conformances"]?.array ?? [] {
      if conformance.kind == "normal_conformance",
        conformance["source_kind"]?.string == "explicit",
        conformance["context"]?["module"]?.string == module,
        let type = conformance["type"]?.string, let proto = conformance["protocol"]?.string
      {
        conformances.append(
          (type, proto, use(.type(type), .use), kind == "class_decl" ? usr : nil))
      }
    }
  }
}
