/// One use of the stand-in's API in Brisk's code, its tests or the probe.
struct Use {
  /// A declaration (USR), a type or a conformance (mangled, then as the stand-in spells them).
  enum Key: Hashable {
    case declaration(String)
    case type(String)
    case conformance(String, String)
  }

  /// Any use in the probe covers a plain use (a call, a read, a type); a set or override only its kind.
  enum Kind: String { case use, set, override }

  var key: Key
  let kind: Kind
  /// Where: file, offset of the nearest node in the file (not in a macro), versions, scope.
  let path: String, offset: Int, context: Context, scope: Scope
  /// A call's argument labels; whether it is a member witnessing a protocol requirement.
  var labels: [String]? = nil
  var witness = false

  func with(_ key: Key, witness: Bool = false) -> Use {
    var use = self
    (use.key, use.witness) = (key, witness)
    return use
  }
}

/// Where a use is; the UIKit tests compile on iOS only (`.github/workflows/apple.yml`).
enum Scope: String {
  case source, test, probe
  var platforms: [String] { self == .test ? ["iOS"] : allPlatforms }
}

/// The version code runs on at least, per platform (`Version.never` where marked unavailable).
typealias Context = [String: Version]
extension Context {
  /// The context inside `@available` `attributes` or (`field` "version") `#available` queries.
  func raised(_ attributes: [Node], field: String = "introduced") -> Context {
    var context = self
    for attribute in attributes {
      let domain = attribute["domain"].string ?? ""
      for platform in domain == "*" ? allPlatforms : [domain] where context[platform] != nil {
        let unavailable = attribute["unavailable"].bool ? Version.never : nil
        if let raised = unavailable ?? attribute[field].string.flatMap(Version.init) {
          context[platform] = Swift.max(context[platform]!, raised)
        }
      }
    }
    return context
  }

  /// Where `statement`'s `#available`s hold, or its `#unavailable`s fail (only `#available` has `*`).
  func raised(by statement: Node, negated: Bool = false) -> Context {
    raised(
      statement["conditions"].array.flatMap { condition -> [Node] in
        let queries = condition["queries"].array
        let isNegated =
          condition.kind == "#unavailable" || !queries.contains { $0["domain"].string == "*" }
        return ["#available", "#unavailable"].contains(condition.kind) && isNegated == negated
          ? queries : []
      }, field: "version")
  }
}

extension Guard {
  /// Records the uses of the stand-in in `node`: `writing` when it is set, `labels` when a callee.
  func visit(
    _ node: Node, _ context: Context, _ offset: Int, writing: Bool = false, labels: [String]? = nil
  ) {
    for item in node.value as? [Any] ?? [] { visit(Node(item), context, offset, writing: writing) }
    guard let fields = node.value as? [String: Any] else { return }
    let (kind, range) = (fields["_kind"] as? String ?? "", Node(fields["range"]))
    var (context, offset) = (context, offset)
    if range["buffer_id"].value == nil, let start = range["start"].int { offset = start }
    let use = { [file] (key: Use.Key, kind: Use.Kind) in
      Use(
        key: key, kind: kind, path: file.path, offset: offset, context: context,
        scope: file.scope, labels: labels)
    }
    let usr = node["usr"].string
    if declarationKinds.contains(kind) || kind == "accessor_decl" || kind == "pattern_binding_decl"
    {
      context = context.raised(availableAttributes(node))
      if kind == "protocol", let usr {
        let kinds = ["func_decl", "var_decl", "constructor_decl", "subscript_decl"]
        protocols[usr] = node["members"].array.filter { kinds.contains($0.kind ?? "") }
          .compactMap { member in declarationName(member).map { ($0, member["static"].bool) } }
      }
      if kind == "class_decl", let usr { classes[usr] = node["inherits"]["superclass_type"].string }
      let overridden = kind == "accessor_decl" ? [] : node["override"].array.compactMap(\.string)
      for usr in overridden where standIn.declarations[usr] != nil {
        uses.append(use(.declaration(usr), .override))
      }
      for conformance in node["inherits"]["conformances"].array {
        if conformance.kind == "normal_conformance",
          conformance["source_kind"].string == "explicit",
          conformance["context"]["module"].string == file.module,
          let type = conformance["type"].string, let proto = conformance["protocol"].string
        {
          let owner = kind == "class_decl" ? usr : nil
          conformances.append((type, proto, use(.type(type), .use), owner))
        }
      }
    }
    if conformanceKinds.contains(kind) {
      if kind == "normal_conformance", node["context"]["module"].string == "UIKit" {
        let (type, proto) = (node["type"].string ?? "", node["protocol"].string ?? "")
        uses.append(use(.conformance(type, proto), .use))
      }
      for key in ["conformance", "conformances", "substitutions"] {
        visit(node[key], context, offset)
      }
      return
    }
    let types = typeFields.map { fields[$0] } + [node["inherits"]["superclass_type"].value]
    for case let type as String in types where type.contains("5UIKit") {
      uses.append(use(.type(type), .use))
    }
    if let decl = fields["decl"] as? [String: Any] {
      if let usr = decl["decl_usr"] as? String, standIn.declarations[usr] != nil {
        uses.append(use(.declaration(usr), writing ? .set : .use))
      }
      visit(Node(decl["substitutions"]), context, offset)
    }
    if kind == "brace_stmt" {
      // A guard's `#available` raises what follows it.
      for element in node["elements"].array {
        visit(element, context, offset)
        if element.kind == "guard_stmt" { context = context.raised(by: element) }
      }
    } else if kind == "call_expr", node["args"].value is [String: Any] {
      let written = node["args"]["args"].array.filter { $0["expr"].kind != "default_argument_expr" }
        .map { $0["label"].string ?? "" }
      visit(node["fn"], context, offset, labels: written)
      visit(node["args"], context, offset)
    } else {
      for (key, value) in fields where !["decl", "override", "inherits"].contains(key) {
        let value = Node(value)
        // `if #available` raises its body, `if #unavailable` its else.
        let branch =
          ["if_stmt", "while_stmt"].contains(kind)
          && ["then_stmt", "body", "else_stmt"].contains(key)
        let context = branch ? context.raised(by: node, negated: key == "else_stmt") : context
        if ["fn", "sub_expr"].contains(key) && labels != nil && calleeKinds.contains(kind) {
          visit(value, context, offset, labels: labels)
        } else if kind == "assign_expr" || (kind == "inout_expr" && key == "sub_expr") {
          visit(value, context, offset, writing: kind == "inout_expr" || key == "dest")
        } else if writing && key == "base" && ["member_ref_expr", "subscript_expr"].contains(kind) {
          // Setting a.b sets a too when a is a value, not when it is an object (or a metatype).
          let type = value["type"].string ?? ""
          let isClass = ["CD", "XMD", "XMoD", "XMtD", "mD"].contains { type.hasSuffix($0) }
          visit(value, context, offset, writing: !isClass)
        } else {
          let passes = writing && ["sub_expr", "elements"].contains(key) && kind != "load_expr"
          visit(value, context, offset, writing: passes)
        }
      }
    }
  }
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
