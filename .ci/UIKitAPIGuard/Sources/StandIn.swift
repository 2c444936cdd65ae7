/// The declarations of the stand-in, read from its dump.
struct StandIn {
  var declarations: [String: Declaration] = [:]
  /// Types by qualified name (`UIGestureRecognizer.State`).
  var types: [String: Declaration] = [:]
  /// Members by owner's qualified name, base name (`addAction`) and `static` or not: overloads.
  var overloads: [[String]: [Declaration]] = [:]

  /// Adds the declarations of one file's tree (`staged` holds the file); `extended` names the
  /// types its extensions extend.
  mutating func add(_ tree: Node, staged: String, extended: [String: String]) {
    let path = tree["filename"].string ?? "?"
    let lines = LineMap(path: staged + "/" + path)
    func visit(_ node: Node, _ parent: Declaration?) {
      for item in node.value as? [Any] ?? [] { visit(Node(item), parent) }
      guard let kind = node.kind else { return }
      if declarationKinds.contains(kind), node["usr"].string != nil {
        let declaration: Declaration
        if kind == "extension_decl" {
          let name = extended[node["extended_type"].string ?? ""] ?? "?"
          declaration = Declaration(node, name: name, place: path, parent: nil)
        } else {
          let place = node["range"]["start"].int.map { "\(path):\(lines.place($0).line)" } ?? path
          declaration = Declaration(
            node, name: declarationName(node) ?? "?", place: place, parent: parent)
          add(declaration)
        }
        visit(node["members"], declaration)
        visit(node["elements"], declaration)
      } else if ["pattern_binding_decl", "enum_case_decl", "if_config_decl"].contains(kind) {
        for value in node.fields.values { visit(Node(value), parent) }
      }
    }
    visit(tree["items"], nil)
  }

  private mutating func add(_ declaration: Declaration) {
    declarations[declaration.usr] = declaration
    if typeKinds.contains(declaration.kind) { types[declaration.qualified] = declaration }
    guard let parent = declaration.parent?.qualified else { return }
    let base = String(declaration.name.prefix { $0 != "(" })
    overloads[[parent, base, declaration.isStatic ? "static" : ""], default: []].append(declaration)
  }
}

let declarationKinds: Set = [
  "class_decl", "struct_decl", "enum_decl", "protocol", "extension_decl", "func_decl", "var_decl",
  "constructor_decl", "subscript_decl", "enum_element_decl", "typealias", "associated_type_decl",
  "destructor_decl",
]
let typeKinds: Set = ["class_decl", "struct_decl", "enum_decl", "protocol", "typealias"]

/// A declaration's name as Swift spells it, with argument labels for functions and subscripts.
func declarationName(_ node: Node) -> String? {
  guard node["name"].value is [String: Any] else { return nil }
  let base = node["name"]["base_name"]
  let name = base["name"].string ?? base["special"].string ?? ""
  guard let labels = node["name"]["args"].value as? [Any], node.kind != "var_decl" else {
    return name
  }
  return name + "("
    + labels.map { (($0 as? String).flatMap { $0.isEmpty ? nil : $0 } ?? "_") + ":" }.joined() + ")"
}

/// The `@available` attributes of a declaration.
func availableAttributes(_ node: Node) -> [Node] {
  node["attrs"].array.filter { $0.kind == "available_attr" }
}

/// A declaration of the stand-in, with what the checks need of it.
final class Declaration {
  let usr: String, kind: String, attributes: [Node], isStatic: Bool
  /// Its name with argument labels: `addAction(_:for:)`, `init(title:)`, `state`.
  let name: String
  /// Its file and line, for messages: `Tests/UIKitStandIn/UIControl.swift:77`.
  let place: String
  /// The type or extension it is declared in, and its name with theirs: `UIControl.addAction(_:for:)`.
  let parent: Declaration?, qualified: String
  /// For a class, its superclass (mangled); for a function, its parameters' labels and whether
  /// each has a default.
  let superclass: String?, parameters: [(label: String, hasDefault: Bool)]?

  init(_ node: Node, name: String, place: String, parent: Declaration?) {
    (usr, kind, attributes) = (node["usr"].string ?? "", node.kind ?? "", availableAttributes(node))
    (isStatic, self.name, self.place, self.parent) = (node["static"].bool, name, place, parent)
    qualified = parent.map { "\($0.qualified).\(name)" } ?? name
    superclass = kind == "class_decl" ? node["inherits"]["superclass_type"].string : nil
    parameters = (node["params"]["params"].value as? [Any]).map {
      $0.map { (Node($0)["apiName"].string ?? "", Node($0)["default_arg"].value != nil) }
    }
  }

  /// Its availability on `platform`, from its attributes and its parents', with Apple's rules
  /// where the stand-in says nothing for tvOS or visionOS.
  func availability(on platform: String) -> Availability {
    var all: [Node] = []
    var declaration: Declaration? = self
    while let current = declaration {
      all += current.attributes
      declaration = current.parent
    }
    let mine = all.filter { $0["domain"].string == platform }
    let mineOrAll = mine + all.filter { $0["domain"].string == "*" }
    let versions = { (attributes: [Node], field: String) in
      attributes.compactMap { $0[field].string.flatMap(Version.init) }
    }
    let iOS = versions(all.filter { $0["domain"].string == "iOS" }, "introduced")
    var introduced = versions(mine, "introduced")
    if introduced.isEmpty && platform == "tvOS" {
      // Clang gives an Objective-C declaration marked for iOS alone the same tvOS availability;
      // the stand-in says so explicitly where Apple differs.
      introduced = iOS
    }
    if introduced.isEmpty && platform == "visionOS" {
      // visionOS inherits iOS availability: 1.0 stands for iOS 17 and earlier, 2.0 for iOS 18,
      // and from iOS 26 the numbers agree.
      introduced = iOS.map { $0 < Version(18) ? Version(1) : ($0 < Version(19) ? Version(2) : $0) }
    }
    // A soft deprecation (`deprecated: 100000`) warns nowhere.
    let deprecated =
      versions(mine, "deprecated").filter { $0 < Version(10000) }
      + (mineOrAll.contains { $0["deprecated"].bool } ? [Version(0)] : [])
    return Availability(
      introduced: mineOrAll.contains { $0["unavailable"].bool }
        ? nil : introduced.max() ?? Version(0),
      deprecated: deprecated.min(), obsoleted: versions(mine, "obsoleted").min(),
      message: mineOrAll.lazy.compactMap { $0["message"].string }.first { !$0.isEmpty })
  }
}

/// Where a declaration can be used on one platform; unavailable when `introduced` is nil.
struct Availability {
  let introduced: Version?
  let deprecated: Version?
  let obsoleted: Version?
  let message: String?
}

/// A platform version as three numbers, so that 14, 14.0 and 14.0.0 compare equal.
struct Version: Comparable, Hashable, CustomStringConvertible {
  let parts: [Int]

  /// The version `text` spells (`14.0`, `13.4.1`, `16_4` as in `.v16_4`), or nil.
  init?(_ text: String) {
    let parts = text.split(whereSeparator: { $0 == "." || $0 == "_" }).map { Int($0) }
    guard (1...3).contains(parts.count), !parts.contains(nil) else { return nil }
    self.parts = Array((parts.compactMap { $0 } + [0, 0]).prefix(3))
  }

  init(_ major: Int) { parts = [major, 0, 0] }

  /// The version of code marked unavailable: it never runs.
  static let never = Version(.max)

  /// 14.0 for (14, 0, 0), 13.4.1 for (13, 4, 1).
  var description: String { "\(parts[0]).\(parts[1])" + (parts[2] == 0 ? "" : ".\(parts[2])") }

  static func < (left: Version, right: Version) -> Bool {
    left.parts.lexicographicallyPrecedes(right.parts)
  }
}

/// The platforms the guard checks: those Package.swift declares that have UIKit.
let allPlatforms = ["iOS", "tvOS", "visionOS"]

/// The minimum version of each platform in `platforms:` of Package.swift (`.iOS(.v13)` or
/// `.iOS("13.0")`).
func deploymentTargets(_ manifest: String) throws -> [String: Version] {
  try Dictionary(
    uniqueKeysWithValues: allPlatforms.map { platform in
      let pattern = try Regex(#"\.\#(platform)\(\s*(?:\.v(\d+(?:_\d+)*)|"([\d.]+)")\s*\)"#)
      guard let match = manifest.firstMatch(of: pattern),
        let spelled = match.output[1].substring ?? match.output[2].substring,
        let version = Version(String(spelled))
      else {
        throw GuardError(
          "Package.swift declares no \(platform) deployment target; the guard needs one")
      }
      return (platform, version)
    })
}
