/// One walk of a file's tree for `Collector`.
struct Walk {
  var collector: Collector
  let path: String
  let scope: Use.Scope

  /// Visits `node` in `context`; `offset` is where the nearest enclosing node in the file starts
  /// (macro expansions are in buffers of their own), `writing` whether `node` is assigned or
  /// mutated, `labels` the argument labels of the call whose callee `node` is.
  mutating func visit(
    _ node: JSON, _ context: Context, _ offset: Int, writing: Bool = false, labels: [String]? = nil
  ) {
    if case .array(let items) = node {
      for item in items { visit(item, context, offset, writing: writing) }
      return
    }
    guard case .object(let fields) = node else { return }
    let kind = node.kind ?? ""
    var (context, offset) = (context, offset)
    if let range = fields["range"], range["buffer_id"] == nil, let start = range["start"]?.int {
      offset = start
    }
    func record(_ key: Use.Key, _ kind: Use.Kind = .use, labels: [String]? = nil) -> Use {
      Use(
        key: key, kind: kind, path: path, offset: offset, context: context, scope: scope,
        labels: labels)
    }
    if declarationKinds.contains(kind) || kind == "accessor_decl" || kind == "pattern_binding_decl"
    {
      context = context.declared(availableAttributes(node))
      collector.declaration(node, kind: kind) { record($0, $1) }
    }
    if conformanceKinds.contains(kind) {
      if kind == "normal_conformance", node["context"]?["module"]?.string == "UIKit" {
        let type = node["type"]?.string ?? ""
        let proto = node["protocol"]?.string ?? ""
        collector.uses.append(record(.conformance(type, proto)))
      }
      for key in ["conformance", "conformances", "substitutions"] {
        visit(node[key] ?? .null, context, offset)
      }
      return
    }
    for field in typeFields {
      if let type = node[field]?.string, type.contains("5UIKit") {
        collector.uses.append(record(.type(type)))
      }
    }
    if let superclass = node["inherits"]?["superclass_type"]?.string, superclass.contains("5UIKit")
    {
      collector.uses.append(record(.type(superclass)))
    }
    if let reference = fields["decl"], case .object = reference {
      if let usr = reference["decl_usr"]?.string, collector.standIn.declarations[usr] != nil {
        collector.uses.append(record(.declaration(usr), writing ? .set : .use, labels: labels))
      }
      visit(reference["substitutions"] ?? .null, context, offset)
    }
    let queries = availabilityConditions(node)
    if ["if_stmt", "guard_stmt", "while_stmt"].contains(kind) && !queries.isEmpty {
      // `if #available` refines its body, `if #unavailable` its else; a guard refines what
      // follows it (below).
      var (positive, negative) = (context, context)
      for (queries, unavailable) in queries {
        if unavailable {
          negative = negative.refined(queries)
        } else {
          positive = positive.refined(queries)
        }
      }
      for (key, value) in fields where key != "_kind" && key != "range" {
        let refined = ["then_stmt", "body"].contains(key) && kind != "guard_stmt"
        visit(value, refined ? positive : key == "else_stmt" ? negative : context, offset)
      }
      return
    }
    if kind == "brace_stmt" {
      for element in node["elements"]?.array ?? [] {
        visit(element, context, offset)
        if element.kind == "guard_stmt" {
          for (queries, unavailable) in availabilityConditions(element) where !unavailable {
            context = context.refined(queries)
          }
        }
      }
      return
    }
    if kind == "call_expr", let arguments = node["args"], case .object = arguments {
      let written = (arguments["args"]?.array ?? []).filter {
        $0["expr"]?.kind != "default_argument_expr"
      }.map { $0["label"]?.string ?? "" }
      visit(node["fn"] ?? .null, context, offset, labels: written)
      visit(arguments, context, offset)
      return
    }
    for (key, value) in fields
    where value.isContainer && !["decl", "override", "inherits"].contains(key) {
      if ["fn", "sub_expr"].contains(key) && labels != nil && calleeKinds.contains(kind) {
        visit(value, context, offset, labels: labels)
      } else if kind == "assign_expr" {
        visit(value, context, offset, writing: key == "dest")
      } else if kind == "inout_expr" && key == "sub_expr" {
        visit(value, context, offset, writing: true)
      } else if writing && key == "base" && ["member_ref_expr", "subscript_expr"].contains(kind) {
        // Setting a.b sets a too when a is a value, not when it is an object.
        visit(value, context, offset, writing: !isClassType(value["type"]?.string ?? ""))
      } else if writing && ["sub_expr", "elements"].contains(key) && kind != "load_expr" {
        visit(value, context, offset, writing: true)
      } else {
        visit(value, context, offset)
      }
    }
  }
}

/// The `#available` and `#unavailable` conditions of a statement, with whether each is
/// `#unavailable` (the dump spells both `#available`; only `#available` names the wildcard `*`).
func availabilityConditions(_ node: JSON) -> [(queries: [JSON], unavailable: Bool)] {
  (node["conditions"]?.array ?? []).compactMap { condition in
    guard let kind = condition.kind, kind == "#available" || kind == "#unavailable" else {
      return nil
    }
    let queries = condition["queries"]?.array ?? []
    return (queries, kind == "#unavailable" || !queries.contains { $0["domain"]?.string == "*" })
  }
}

/// Whether a mangled type is a class or a metatype (`…CD`, `…XMD`, `…XMoD`, `…XMtD`, `…mD`).
func isClassType(_ mangled: String) -> Bool {
  ["CD", "XMD", "XMoD", "XMtD", "mD"].contains { mangled.hasSuffix($0) }
}

/// Fields of a dump that hold a mangled type.
let typeFields = [
  "type", "interface_type", "result", "replacement_type", "extended_type", "superclass_type",
]
let conformanceKinds: Set = [
  "normal_conformance", "inherited_conformance", "specialized_conformance", "self_conformance",
  "builtin_conformance", "abstract_conformance",
]
/// Expressions through which a call reaches its callee.
let calleeKinds: Set = [
  "dot_syntax_call_expr", "constructor_ref_call_expr", "function_conversion_expr", "declref_expr",
  "other_constructor_ref_expr",
]
