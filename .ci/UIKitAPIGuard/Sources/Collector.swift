/// One use of the stand-in's API in Brisk's code, its tests or the probe.
struct Use {
  /// What is used.
  enum Key: Hashable {
    /// A declaration, by USR.
    case declaration(String)
    /// A type: first its mangled name, then (after `Guard.analyse`) the stand-in type it names.
    case type(String)
    /// A conformance of a type to a protocol: mangled, then spelled.
    case conformance(String, String)
  }

  /// How it is used: a plain use (a call, a read, a type, a conformance) is covered by any use of
  /// the same API in the probe; a set or an override only by the same in the probe.
  enum Kind: String { case use, set, override }

  var key: Key
  let kind: Kind
  let path: String
  /// Where it is in the file, in bytes (the nearest enclosing node a file buffer holds).
  let offset: Int
  let context: Context
  let scope: Scope
  /// For a call, the argument labels it spells.
  var labels: [String]? = nil
  /// Whether it is a member that witnesses a protocol requirement, rather than a call.
  var witness = false
}

/// The part of the checkout a use is in: what covers it and where it is compiled.
enum Scope: String {
  case source, test, probe
  /// The platforms Apple's SDKs compile it for: the libraries for every platform Package.swift
  /// declares, the UIKit tests on iOS only (`.github/workflows/apple.yml`).
  var platforms: [String] { self == .test ? ["iOS"] : allPlatforms }
}

/// What the place of a use guarantees on one platform: the version the code runs on at least,
/// and whether the code is marked unavailable there (so it may use anything).
struct Guarantee: Hashable {
  var version: Version
  var unavailable = false
}

/// Guarantees per platform.
typealias Context = [String: Guarantee]

extension Context {
  /// The context inside a declaration with `@available` `attributes`, or inside
  /// `#available(queries)` (whose wildcard changes nothing).
  func raised(_ attributes: [Node], version: String = "introduced") -> Context {
    var context = self
    for attribute in attributes {
      let domain = attribute["domain"].string ?? ""
      for platform in domain == "*" ? allPlatforms : [domain] where context[platform] != nil {
        if attribute["unavailable"].bool { context[platform]!.unavailable = true }
        if let raised = attribute[version].string.flatMap(Version.init) {
          context[platform]!.version = Swift.max(context[platform]!.version, raised)
        }
      }
    }
    return context
  }
}

/// Walks a module's dump and records its uses of the stand-in, each with the availability its
/// place guarantees, and what `Guard.witnesses` needs of its protocols, classes and conformances.
struct Collector {
  let standIn: StandIn
  let targets: [String: Version]
  let module: String
  var uses: [Use] = []
  /// The module's protocols: their requirements' names, and whether each is static.
  var protocols: [String: [(name: String, isStatic: Bool)]] = [:]
  /// The module's classes: their superclasses (mangled).
  var classes: [String: String?] = [:]
  /// The conformances the module declares: a type (mangled), a protocol (USR), where, and the USR
  /// of the class declaring it.
  var conformances: [(type: String, protocol: String, use: Use, owner: String?)] = []
  /// The file and scope being walked.
  var file = (path: "?", scope: Scope.source)

  init(standIn: StandIn, targets: [String: Version], module: String) {
    (self.standIn, self.targets, self.module) = (standIn, targets, module)
  }

  mutating func add(_ tree: Node, scope: Scope) {
    file = (tree["filename"].string ?? "?", scope)
    visit(tree["items"], targets.mapValues { Guarantee(version: $0) }, 0)
  }

  /// Visits `node` in `context`; `offset` is where the nearest enclosing node in the file starts
  /// (macro expansions are in buffers of their own), `writing` whether `node` is assigned or
  /// mutated, `labels` the argument labels of the call whose callee `node` is.
  private mutating func visit(
    _ node: Node, _ context: Context, _ offset: Int, writing: Bool = false, labels: [String]? = nil
  ) {
    if let items = node.value as? [Any] {
      return items.forEach { visit(Node($0), context, offset, writing: writing) }
    }
    guard let fields = node.value as? [String: Any] else { return }
    let kind = node.kind ?? ""
    var (context, offset) = (context, offset)
    if node["range"]["buffer_id"].value == nil, let start = node["range"]["start"].int {
      offset = start
    }
    let file = self.file
    let use = { (key: Use.Key, kind: Use.Kind, labels: [String]?) in
      Use(
        key: key, kind: kind, path: file.path, offset: offset, context: context,
        scope: file.scope, labels: labels)
    }
    if declarationKinds.contains(kind) || kind == "accessor_decl" || kind == "pattern_binding_decl"
    {
      context = context.raised(availableAttributes(node))
      declaration(node, kind) { use($0, $1, nil) }
    }
    if conformanceKinds.contains(kind) {
      if kind == "normal_conformance", node["context"]["module"].string == "UIKit" {
        let (type, proto) = (node["type"].string ?? "", node["protocol"].string ?? "")
        uses.append(use(.conformance(type, proto), .use, nil))
      }
      for key in ["conformance", "conformances", "substitutions"] {
        visit(node[key], context, offset)
      }
      return
    }
    for field in typeFields {
      if let type = node[field].string, type.contains("5UIKit") {
        uses.append(use(.type(type), .use, nil))
      }
    }
    if let superclass = node["inherits"]["superclass_type"].string, superclass.contains("5UIKit") {
      uses.append(use(.type(superclass), .use, nil))
    }
    if node["decl"].value is [String: Any] {
      if let usr = node["decl"]["decl_usr"].string, standIn.declarations[usr] != nil {
        uses.append(use(.declaration(usr), writing ? .set : .use, labels))
      }
      visit(node["decl"]["substitutions"], context, offset)
    }
    let conditions = availabilityConditions(node)
    if ["if_stmt", "guard_stmt", "while_stmt"].contains(kind) && !conditions.isEmpty {
      // `if #available` refines its body, `if #unavailable` its else; a guard refines what
      // follows it (below).
      var (positive, negative) = (context, context)
      for (queries, unavailable) in conditions {
        if unavailable {
          negative = negative.raised(queries, version: "version")
        } else {
          positive = positive.raised(queries, version: "version")
        }
      }
      for (key, value) in fields where key != "_kind" && key != "range" {
        let refined = ["then_stmt", "body"].contains(key) && kind != "guard_stmt"
        visit(Node(value), refined ? positive : key == "else_stmt" ? negative : context, offset)
      }
    } else if kind == "brace_stmt" {
      for element in node["elements"].array {
        visit(element, context, offset)
        if element.kind == "guard_stmt" {
          for (queries, unavailable) in availabilityConditions(element) where !unavailable {
            context = context.raised(queries, version: "version")
          }
        }
      }
    } else if kind == "call_expr", node["args"].value is [String: Any] {
      let written = node["args"]["args"].array.filter {
        $0["expr"].kind != "default_argument_expr"
      }.map { $0["label"].string ?? "" }
      visit(node["fn"], context, offset, labels: written)
      visit(node["args"], context, offset)
    } else {
      for (key, value) in fields where !["decl", "override", "inherits"].contains(key) {
        let value = Node(value)
        if ["fn", "sub_expr"].contains(key) && labels != nil && calleeKinds.contains(kind) {
          visit(value, context, offset, labels: labels)
        } else if kind == "assign_expr" || (kind == "inout_expr" && key == "sub_expr") {
          visit(value, context, offset, writing: kind == "inout_expr" || key == "dest")
        } else if writing && key == "base" && ["member_ref_expr", "subscript_expr"].contains(kind) {
          // Setting a.b sets a too when a is a value, not when it is an object.
          visit(value, context, offset, writing: !isClassType(value["type"].string ?? ""))
        } else {
          let passes = writing && ["sub_expr", "elements"].contains(key) && kind != "load_expr"
          visit(value, context, offset, writing: passes)
        }
      }
    }
  }

  /// Records what a declaration of the module overrides, declares and conforms to.
  private mutating func declaration(
    _ node: Node, _ kind: String, _ use: (Use.Key, Use.Kind) -> Use
  ) {
    let usr = node["usr"].string
    if kind == "protocol", let usr {
      protocols[usr] = node["members"].array.compactMap { member in
        let kinds = ["func_decl", "var_decl", "constructor_decl", "subscript_decl"]
        guard kinds.contains(member.kind ?? ""), let name = declarationName(member) else {
          return nil
        }
        return (name, member["static"].bool)
      }
    }
    if kind == "class_decl", let usr { classes[usr] = node["inherits"]["superclass_type"].string }
    for overridden in kind == "accessor_decl" ? [] : node["override"].array {
      if let overridden = overridden.string, standIn.declarations[overridden] != nil {
        uses.append(use(.declaration(overridden), .override))
      }
    }
    for conformance in node["inherits"]["conformances"].array {
      if conformance.kind == "normal_conformance",
        conformance["source_kind"].string == "explicit",
        conformance["context"]["module"].string == module,
        let type = conformance["type"].string, let proto = conformance["protocol"].string
      {
        conformances.append((type, proto, use(.type(type), .use), kind == "class_decl" ? usr : nil))
      }
    }
  }
}

/// The `#available` and `#unavailable` conditions of a statement, with whether each is
/// `#unavailable` (the dump spells both `#available`; only `#available` names the wildcard `*`).
func availabilityConditions(_ node: Node) -> [(queries: [Node], unavailable: Bool)] {
  node["conditions"].array.compactMap { condition in
    guard let kind = condition.kind, kind == "#available" || kind == "#unavailable" else {
      return nil
    }
    let queries = condition["queries"].array
    return (queries, kind == "#unavailable" || !queries.contains { $0["domain"].string == "*" })
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
