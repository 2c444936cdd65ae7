/// The declarations of the stand-in, read from its dump.
struct StandIn {
  var declarations: [String: Declaration] = [:]
  /// Types by qualified name (`UIGestureRecognizer.State`).
  var types: [String: Declaration] = [:]
  /// Members by owner's qualified name, base name (`addAction`) and staticness: overloads.
  var overloads: [[String]: [Declaration]] = [:]

  static func key(_ owner: String, _ name: String, _ isStatic: Bool) -> [String] {
    [owner, String(name.prefix { $0 != "(" }), isStatic ? "static" : ""]
  }

  /// Adds a file's declarations; `spell` names the types extensions extend.
  mutating func add(_ tree: Node, staged: String, spell: (String) -> String) {
    let path = tree["filename"].string ?? "?"
    let lines = lineMap(staged + "/" + path)
    func visit(_ node: Node, _ parent: Declaration?) {
      for item in node.value as? [Any] ?? [] { visit(Node(item), parent) }
      guard let kind = node.kind else { return }
      if declarationKinds.contains(kind), node["usr"].string != nil {
        let declaration: Declaration
        if kind == "extension_decl" {
          let name = spell(node["extended_type"].string ?? "?")
          declaration = Declaration(node, name: name, place: path, parent: nil)
        } else {
          let line = node["range"]["start"].int.map { ":\(lines($0).line)" } ?? ""
          declaration = Declaration(
            node, name: declarationName(node) ?? "?", place: path + line, parent: parent)
          declarations[declaration.usr] = declaration
          if typeKinds.contains(kind) { types[declaration.qualified] = declaration }
          if let parent {
            let key = StandIn.key(parent.qualified, declaration.name, declaration.isStatic)
            overloads[key, default: []].append(declaration)
          }
        }
        visit(node["members"], declaration)
        visit(node["elements"], declaration)
      } else if ["pattern_binding_decl", "enum_case_decl", "if_config_decl"].contains(kind) {
        for value in (node.value as? [String: Any] ?? [:]).values { visit(Node(value), parent) }
      }
    }
    visit(tree["items"], nil)
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
  guard let labels = node["name"]["args"].value as? [String], node.kind != "var_decl" else {
    return name
  }
  return name + "(" + labels.map { ($0.isEmpty ? "_" : $0) + ":" }.joined() + ")"
}

func availableAttributes(_ node: Node) -> [Node] {
  node["attrs"].array.filter { $0.kind == "available_attr" }
}

/// A declaration of the stand-in, with what the checks need of it.
final class Declaration {
  let usr: String, attributes: [Node], isStatic: Bool
  /// `addAction(_:for:)`, `Tests/UIKitStandIn/UIControl.swift:77`, its type, `UIControl.addAction(_:for:)`.
  let name: String, place: String, parent: Declaration?, qualified: String
  /// A class's superclass (mangled); a function's parameters.
  let superclass: String?, parameters: [(label: String, hasDefault: Bool)]?

  init(_ node: Node, name: String, place: String, parent: Declaration?) {
    (usr, attributes) = (node["usr"].string ?? "", availableAttributes(node))
    (isStatic, self.name, self.place, self.parent) = (node["static"].bool, name, place, parent)
    qualified = parent.map { "\($0.qualified).\(name)" } ?? name
    superclass = node.kind == "class_decl" ? node["inherits"]["superclass_type"].string : nil
    parameters = (node["params"]["params"].value as? [Any]).map {
      $0.map { (Node($0)["apiName"].string ?? "", Node($0)["default_arg"].value != nil) }
    }
  }

  /// Its availability on `platform`, from its attributes and its parents'.
  func availability(on platform: String) -> Availability {
    let all = sequence(first: self, next: \.parent).flatMap(\.attributes)
    let on = { (domain: String) in all.filter { $0["domain"].string == domain } }
    let versions = { (attributes: [Node], field: String) in
      attributes.compactMap { $0[field].string.flatMap(Version.init) }
    }
    var introduced = versions(on(platform), "introduced")
    if introduced.isEmpty {
      // Where the stand-in is silent, Clang gives tvOS what an Objective-C declaration marked for
      // iOS alone has; visionOS 1.0 stands for iOS 17 and earlier, 2.0 for iOS 18, and from iOS
      // 26 the numbers agree.
      introduced = versions(on("iOS"), "introduced").map {
        platform != "visionOS"
          ? $0 : $0 < Version(18) ? Version(1) : $0 < Version(19) ? Version(2) : $0
      }
    }
    let mineOrAll = on(platform) + on("*")
    // A soft deprecation (`deprecated: 100000`) warns nowhere.
    let deprecated =
      versions(on(platform), "deprecated").filter { $0 < Version(10000) }
      + (mineOrAll.contains { $0["deprecated"].bool } ? [Version(0)] : [])
    return (
      mineOrAll.contains { $0["unavailable"].bool } ? nil : introduced.max() ?? Version(0),
      deprecated.min(), versions(on(platform), "obsoleted").min(),
      mineOrAll.lazy.compactMap { $0["message"].string }.first { !$0.isEmpty }
    )
  }
}

/// Where a declaration can be used on a platform; nowhere when `introduced` is nil.
typealias Availability = (
  introduced: Version?, deprecated: Version?, obsoleted: Version?, message: String?
)

/// A platform version (`14.0`, `13.4.1`, `16_4` as in `.v16_4`): 14, 14.0 and 14.0.0 are equal.
struct Version: Comparable, CustomStringConvertible {
  static let never = Version(.max)  // where code marked unavailable runs
  let parts: [Int]
  var description: String { "\(parts[0]).\(parts[1])" + (parts[2] == 0 ? "" : ".\(parts[2])") }
  init(_ major: Int) { parts = [major, 0, 0] }
  init?(_ text: String) {
    let parts = text.split(whereSeparator: { $0 == "." || $0 == "_" }).map { Int($0) }
    guard (1...3).contains(parts.count), !parts.contains(nil) else { return nil }
    self.parts = Array((parts.compactMap { $0 } + [0, 0]).prefix(3))
  }
  static func < (a: Version, b: Version) -> Bool { a.parts.lexicographicallyPrecedes(b.parts) }
}

let allPlatforms = ["iOS", "tvOS", "visionOS"]

/// The deployment target of each platform in Package.swift (`.iOS(.v13)` or `.iOS("13.0")`).
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
