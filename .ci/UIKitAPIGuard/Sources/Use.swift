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
  enum Kind: String {
    case use, set, override
  }

  /// The part of the checkout a use is in: what covers it and where it is compiled.
  enum Scope: String {
    case source, test, probe
    /// The platforms Apple's SDKs compile it for: the libraries for every platform Package.swift
    /// declares, the UIKit tests on iOS only (`.github/workflows/apple.yml`).
    var platforms: [String] { self == .test ? ["iOS"] : allPlatforms }
  }

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

/// What the place of a use guarantees on one platform: the version the code runs on at least,
/// and whether the code is marked unavailable there (so it may use anything).
struct Guarantee: Hashable {
  var version: Version
  var unavailable = false
}

/// Guarantees per platform.
typealias Context = [String: Guarantee]

extension Context {
  /// The context inside a declaration with `@available` `attributes`.
  func declared(_ attributes: [JSON]) -> Context {
    var context = self
    for attribute in attributes {
      let domain = attribute["domain"]?.string ?? ""
      for platform in domain == "*" ? allPlatforms : allPlatforms.filter({ $0 == domain }) {
        if attribute["unavailable"]?.bool == true { context[platform]?.unavailable = true }
        if let introduced = attribute["introduced"]?.string.flatMap(Version.init),
          let guarantee = context[platform], introduced > guarantee.version
        {
          context[platform]?.version = introduced
        }
      }
    }
    return context
  }

  /// The context inside `#available(queries)`; the wildcard changes nothing.
  func refined(_ queries: [JSON]) -> Context {
    var context = self
    for query in queries {
      if let platform = query["domain"]?.string, let guarantee = context[platform],
        let version = query["version"]?.string.flatMap(Version.init), version > guarantee.version
      {
        context[platform]?.version = version
      }
    }
    return context
  }
}
