import Foundation
import PackagePlugin

/// Generates spies at build time for the test target it is applied to, so they are never stale
/// and never committed. It spies on every protocol or class marked with a `// brisk:spy` comment
/// (on a line of its own, above the declaration, its doc comments and its attributes) and on the
/// protocols and classes `brisk-spy.json` in the target's folder lists, reading the Swift files of
/// the target's dependencies in this package, or the `sources` the configuration names.
///
/// ```json
/// { "protocols": ["UserService"], "classes": ["NetworkClient"], "sources": ["Sources/App"] }
/// ```
///
/// Every key is optional, and so is the file; the spies import the dependencies with
/// `@testable import` unless `testableImports` or `imports` say otherwise.
///
/// SwiftPM runs this plugin only when it plans the build (after `Package.swift` changes, a file
/// is added to or removed from a target, the command or the environment changes), and keeps its
/// list of output files until it plans again. So the plugin plans one output per Swift file it
/// reads, whatever the file holds today, and one `brisk spy` command that reads them all, and
/// `brisk-spy.json`, when they change: a protocol marked or listed later gets its spy at the next
/// build. `brisk` rewrites only the outputs whose text changes, so nothing is compiled again when
/// SwiftPM re-runs the command with nothing changed.
@main
struct BriskSpyPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let target = target as? SwiftSourceModuleTarget else { return [] }
    let package = context.package.directoryURL
    let configuration = target.directoryURL.appending(path: "brisk-spy.json")
    let hasConfiguration = FileManager.default.fileExists(
      atPath: configuration.path(percentEncoded: false))
    let plannedSources = hasConfiguration ? Self.sources(in: configuration) : nil
    let dependencies = target.dependencies.compactMap { dependency -> SwiftSourceModuleTarget? in
      if case .target(let target) = dependency { return target as? SwiftSourceModuleTarget }
      return nil
    }
    let files = Self.unique(
      plannedSources.map { $0.flatMap { Self.swiftFiles(in: package.appending(path: $0)) } }
        ?? dependencies.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) })
    guard !files.isEmpty else { return [] }
    let outputs = Self.outputNames(for: files, in: package).map {
      context.pluginWorkDirectoryURL.appending(path: $0)
    }
    let templates = Self.templates
    var arguments = ["spy", "--marked"]
    for (file, output) in zip(files, outputs) {
      arguments += [
        "--output-for", file.path(percentEncoded: false) + "=" + output.path(percentEncoded: false),
      ]
    }
    arguments += dependencies.flatMap { ["--testable-import", $0.moduleName] }
    if hasConfiguration {
      arguments += ["--config", configuration.path(percentEncoded: false)]
      arguments += (plannedSources ?? []).flatMap { ["--planned-source", $0] }
    }
    return [
      .buildCommand(
        displayName: "Writing spies for \(target.name) with brisk spy",
        executable: try context.tool(named: "brisk").url,
        arguments: arguments,
        environment: ["BRISK_TEMPLATES": templates.path(percentEncoded: false)],
        inputFiles: files + [templates.appending(path: "ProtocolSpy.swift")]
          + (hasConfiguration ? [configuration] : []),
        outputFiles: outputs)
    ]
  }

  /// The `Templates/` folder `brisk` reads the spy template from: `BRISK_TEMPLATES` if set, else
  /// the one of the Brisk checkout this plugin is compiled from, so that a prebuilt `brisk` uses
  /// the same template as a compiled one.
  static var templates: URL {
    if let path = ProcessInfo.processInfo.environment["BRISK_TEMPLATES"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Templates")
  }

  /// The configuration's `sources` when it is a list of strings; `brisk` reports anything else
  /// when it reads the file, with the message it is tested with.
  static func sources(in configuration: URL) -> [String]? {
    guard
      let data = FileManager.default.contents(atPath: configuration.path(percentEncoded: false)),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let sources = object["sources"] as? [String], !sources.isEmpty
    else { return nil }
    return sources
  }

  /// Every `.swift` file under `folder`, leaving out hidden folders and `.build`, in order.
  static func swiftFiles(in folder: URL) -> [URL] {
    let root = folder.path(percentEncoded: false)
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var files: [URL] = []
    while let path = enumerator.nextObject() as? String {
      if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
      if path.hasSuffix(".swift") { files.append(folder.appending(path: path)) }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// `files` without repeats, in order.
  static func unique(_ files: [URL]) -> [URL] {
    var seen: Set<String> = []
    return files.filter { seen.insert($0.standardizedFileURL.path).inserted }
  }

  /// One output name per file: `Services+Spies.swift` for `Sources/App/Services.swift`, with as
  /// many of its folders in front as it takes to tell apart files of the same name
  /// (`App+Models+Spies.swift`, `Kit+Models+Spies.swift`).
  static func outputNames(for files: [URL], in package: URL) -> [String] {
    let root = package.standardizedFileURL.pathComponents
    let parts = files.map { file -> [String] in
      var components = file.standardizedFileURL.deletingPathExtension().pathComponents
      if components.starts(with: root) { components.removeFirst(root.count) }
      return components
    }
    var lengths = parts.map { _ in 1 }
    for _ in 0..<(parts.map(\.count).max() ?? 0) {
      let names = zip(parts, lengths).map { $0.suffix($1).joined(separator: "+") }
      var counts: [String: Int] = [:]
      for name in names { counts[name, default: 0] += 1 }
      guard counts.values.contains(where: { $0 > 1 }) else { break }
      for index in names.indices where counts[names[index], default: 0] > 1 {
        lengths[index] = min(lengths[index] + 1, parts[index].count)
      }
    }
    return zip(parts, lengths).map { $0.suffix($1).joined(separator: "+") + "+Spies.swift" }
  }
}
