import Foundation

/// What a test target's `brisk-spy.json` asks of the build plugin, read by
/// `brisk spy --config`. Every key is optional.
///
/// ```json
/// { "protocols": ["UserService"], "classes": ["NetworkClient"], "sources": ["Sources/App"],
///   "imports": ["App"] }
/// ```
struct SpyConfiguration: Equatable {
  /// Protocols to write a spy for, besides the marked ones.
  var protocols: [String]?
  /// Non-final classes to write a subclass spy for, besides the marked ones.
  var classes: [String]?
  /// The folders, relative to the package, whose Swift files the plugin reads; the target's
  /// dependencies when absent. Only the plugin uses them, when SwiftPM plans the build.
  var sources: [String]?
  /// Modules the spies import with a plain `import`.
  var imports: [String]?
  /// Modules the spies import with `@testable import`.
  var testableImports: [String]?

  /// Each key, and what its list holds, with an example, for messages.
  static let keys: [(name: String, holds: String, example: String)] = [
    ("protocols", "names", "[\"UserService\"]"),
    ("classes", "names", "[\"NetworkClient\"]"),
    ("sources", "folders", "[\"Sources/App\"]"),
    ("imports", "modules", "[\"App\"]"),
    ("testableImports", "modules", "[\"App\"]"),
  ]

  /// Reads the configuration at `path`.
  ///
  /// ```text
  /// Tests/AppTests/brisk-spy.json: unknown key "protocol"; the keys are protocols, classes, sources, imports and testableImports
  /// ```
  static func read(_ path: String) throws(FileAccess.Failure) -> SpyConfiguration {
    try parse(try FileAccess.read(path), path: path)
  }

  /// Reads a configuration's `text`; `path` names it in messages.
  static func parse(_ text: String, path: String) throws(FileAccess.Failure) -> SpyConfiguration {
    let fail = { (message: String) in FileAccess.Failure(message: "\(path): \(message)") }
    guard
      let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    else {
      throw fail("not a JSON object; write one such as { \"protocols\": [\"UserService\"] }")
    }
    let names = keys.map(\.name)
    let unknown = object.keys.filter { !names.contains($0) }.sorted()
    guard unknown.isEmpty else {
      let quoted = unknown.map { "\"\($0)\"" }.joined(separator: ", ")
      throw fail(
        "unknown key\(unknown.count == 1 ? "" : "s") \(quoted); the keys are "
          + names.dropLast().joined(separator: ", ") + " and \(names.last ?? "")")
    }
    var lists: [String: [String]] = [:]
    for key in keys {
      guard let value = object[key.name] else { continue }
      guard let list = value as? [String], !list.contains(where: \.isEmpty),
        key.name != "sources" || !list.isEmpty
      else {
        throw fail("\"\(key.name)\" must be a list of \(key.holds), such as \(key.example)")
      }
      lists[key.name] = list
    }
    return SpyConfiguration(
      protocols: lists["protocols"], classes: lists["classes"], sources: lists["sources"],
      imports: lists["imports"], testableImports: lists["testableImports"])
  }
}
