/// A declaration of the stand-in, with what the checks need of it.
final class Declaration {
  let usr: String
  /// Its name with argument labels: `addAction(_:for:)`, `init(title:)`, `state`.
  let name: String
  let kind: String
  /// Its file and line, for messages: `Tests/UIKitStandIn/UIControl.swift:77`.
  let place: String
  /// The type or extension it is declared in.
  let parent: Declaration?
  /// Its `available_attr` attributes as the dump spells them.
  let attributes: [JSON]
  let isStatic: Bool
  /// Its name with its parents': `UIControl.addAction(_:for:)`.
  let qualified: String
  /// For a class, its superclass (a mangled type).
  var superclass: String?
  /// For a function, its parameters: argument label and whether it has a default.
  var parameters: [(label: String, hasDefault: Bool)]?

  init(
    usr: String, name: String, kind: String, place: String, parent: Declaration?,
    attributes: [JSON], isStatic: Bool, qualified: String? = nil
  ) {
    (self.usr, self.name, self.kind, self.place) = (usr, name, kind, place)
    (self.parent, self.attributes, self.isStatic) = (parent, attributes, isStatic)
    self.qualified = qualified ?? (parent.map { "\($0.qualified).\(name)" } ?? name)
  }

  /// Its availability on `platform`, from its attributes and its parents', with Apple's rules
  /// where the stand-in says nothing for tvOS or visionOS.
  func availability(on platform: String) -> Availability {
    var all: [JSON] = []
    var declaration: Declaration? = self
    while let current = declaration {
      all += current.attributes
      declaration = current.parent
    }
    let everywhere = all.filter { $0["domain"]?.string == "*" }
    let mine = all.filter { $0["domain"]?.string == platform }
    if (mine + everywhere).contains(where: { $0["unavailable"]?.bool == true }) {
      return .unavailable
    }
    let versions = { (attributes: [JSON], field: String) in
      attributes.compactMap { $0[field]?.string ?? $0[field]?.number }.compactMap(Version.init)
    }
    let iOS = versions(all.filter { $0["domain"]?.string == "iOS" }, "introduced")
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
    var deprecated = versions(mine, "deprecated").filter { $0 < Version(10000) }
    if (mine + everywhere).contains(where: { $0["deprecated"]?.bool == true }) {
      deprecated.append(.zero)
    }
    return .available(
      introduced: introduced.max() ?? .zero, deprecated: deprecated.min(),
      obsoleted: versions(mine, "obsoleted").min(),
      message: (mine + everywhere).lazy.compactMap { $0["message"]?.string }.first {
        !$0.isEmpty
      })
  }
}

/// Where a declaration can be used on one platform.
enum Availability {
  case unavailable
  case available(introduced: Version, deprecated: Version?, obsoleted: Version?, message: String?)
}
