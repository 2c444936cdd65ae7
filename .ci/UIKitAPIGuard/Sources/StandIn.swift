/// The declarations of the stand-in, read from its dump.
struct StandIn {
  var declarations: [String: Declaration] = [:]
  /// Types by qualified name (`UIGestureRecognizer.State`).
  var types: [String: Declaration] = [:]
  /// Members by (owner's qualified name, name with labels, static).
  var members: [MemberKey: [Declaration]] = [:]
  /// Members by (owner's qualified name, base name, static): the overloads of a name.
  var overloads: [MemberKey: [Declaration]] = [:]

  struct MemberKey: Hashable {
    let owner: String
    let name: String
    let isStatic: Bool
  }

  /// Adds the declarations of one file's tree; `extended` names the types its extensions extend.
  mutating func add(_ tree: JSON, root: String, extended: [String: String]) {
    let path = tree["filename"]?.string ?? "?"
    let lines = LineMap(path: root + "/" + path)

    func visit(_ node: JSON, _ parent: Declaration?) {
      if case .array(let items) = node {
        for item in items { visit(item, parent) }
        return
      }
      guard let kind = node.kind else { return }
      if declarationKinds.contains(kind), let usr = node["usr"]?.string {
        let declaration: Declaration
        if kind == "extension_decl" {
          let name = extended[node["extended_type"]?.string ?? ""] ?? "?"
          declaration = Declaration(
            usr: usr, name: name, kind: kind, place: path, parent: nil,
            attributes: availableAttributes(node), isStatic: false, qualified: name)
        } else {
          let place = node["range"]?["start"]?.int.map { "\(path):\(lines.line($0))" } ?? path
          declaration = Declaration(
            usr: usr, name: declarationName(node) ?? "?", kind: kind, place: place, parent: parent,
            attributes: availableAttributes(node), isStatic: node["static"]?.bool ?? false)
          if kind == "class_decl" {
            declaration.superclass = node["inherits"]?["superclass_type"]?.string
          }
          if let parameters = node["params"]?["params"] {
            declaration.parameters = parameters.array.map {
              ($0["apiName"]?.string ?? "", $0["default_arg"] != nil)
            }
          }
          add(declaration)
        }
        visit(node["members"] ?? .null, declaration)
        visit(node["elements"] ?? .null, declaration)
      } else if ["pattern_binding_decl", "enum_case_decl", "if_config_decl"].contains(kind) {
        for value in node.fields.values { visit(value, parent) }
      }
    }
    visit(tree["items"] ?? .null, nil)
  }

  private mutating func add(_ declaration: Declaration) {
    declarations[declaration.usr] = declaration
    if typeKinds.contains(declaration.kind) { types[declaration.qualified] = declaration }
    guard let parent = declaration.parent else { return }
    let name = declaration.name
    members[
      MemberKey(owner: parent.qualified, name: name, isStatic: declaration.isStatic), default: []
    ]
    .append(declaration)
    let base = String(name.prefix { $0 != "(" })
    overloads[
      MemberKey(owner: parent.qualified, name: base, isStatic: declaration.isStatic), default: []
    ]
    .append(declaration)
  }
}

let declarationKinds: Set = [
  "class_decl", "struct_decl", "enum_decl", "protocol", "extension_decl", "func_decl", "var_decl",
  "constructor_decl", "subscript_decl", "enum_element_decl", "typealias", "associated_type_decl",
  "destructor_decl",
]
let typeKinds: Set = ["class_decl", "struct_decl", "enum_decl", "protocol", "typealias"]

/// A declaration's name as Swift spells it, with argument labels for functions and subscripts.
func declarationName(_ node: JSON) -> String? {
  guard let name = node["name"], case .object = name else { return nil }
  let base = name["base_name"]
  var text = base?["name"]?.string ?? base?["special"]?.string ?? ""
  if let labels = name["args"], node.kind != "var_decl" {
    text +=
      "(" + labels.array.map { ($0.string.flatMap { $0.isEmpty ? nil : $0 } ?? "_") + ":" }.joined()
      + ")"
  }
  return text
}

/// The `@available` attributes of a declaration.
func availableAttributes(_ node: JSON) -> [JSON] {
  (node["attrs"]?.array ?? []).filter { $0.kind == "available_attr" }
}
