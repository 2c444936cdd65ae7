import Foundation
import PackagePlugin

/// Generates spies at build time for the test target it is applied to, so they are never stale
/// and never committed. It spies on the protocols named in `brisk-spy.json` in the target's
/// folder and on every protocol marked with a `// brisk:spy` comment on the line before it,
/// reading the Swift files of the target's dependencies in this package (or the `sources` the
/// configuration names), and writes one `NameSpy.swift` per protocol with `brisk spy`.
///
/// ```json
/// { "protocols": ["UserService"], "sources": ["Sources/App"], "testableImports": ["App"] }
/// ```
///
/// Every key is optional; `testableImports` defaults to the dependencies' module names.
@main
struct BriskSpyPlugin: BuildToolPlugin {
  struct Configuration: Decodable {
    var protocols: [String]?
    var sources: [String]?
    var testableImports: [String]?
  }

  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard let target = target as? SwiftSourceModuleTarget else { return [] }
    let configurationURL = target.directoryURL.appending(path: "brisk-spy.json")
    var configuration = Configuration()
    if let data = FileManager.default.contents(atPath: configurationURL.path(percentEncoded: false))
    {
      configuration = try JSONDecoder().decode(Configuration.self, from: data)
    }
    let dependencies = target.dependencies.compactMap { dependency -> SwiftSourceModuleTarget? in
      if case .target(let target) = dependency { return target as? SwiftSourceModuleTarget }
      return nil
    }
    let folders =
      configuration.sources.map { $0.map { context.package.directoryURL.appending(path: $0) } }
      ?? dependencies.map(\.directoryURL)
    let files = folders.flatMap(swiftFiles(in:))
    let marked = files.flatMap(markedProtocols(in:))
    var protocols: [String] = []
    for name in (configuration.protocols ?? []) + marked where !protocols.contains(name) {
      protocols.append(name)
    }
    let imports = configuration.testableImports ?? dependencies.map(\.moduleName)
    let brisk = try context.tool(named: "brisk").url
    let templates = Self.templates
    let template = templates.appending(path: "ProtocolSpy.swift")
    return protocols.map { name in
      let output = context.pluginWorkDirectoryURL.appending(path: "\(name)Spy.swift")
      return .buildCommand(
        displayName: "Generating \(name)Spy with brisk spy",
        executable: brisk,
        arguments: ["spy"] + folders.map { $0.path(percentEncoded: false) }
          + ["--protocol", name, "--output", output.path(percentEncoded: false)]
          + imports.flatMap { ["--testable-import", $0] },
        environment: ["BRISK_TEMPLATES": templates.path(percentEncoded: false)],
        inputFiles: files + [configurationURL, template],
        outputFiles: [output])
    }
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

  /// Every `.swift` file under `folder`, leaving out hidden folders.
  private func swiftFiles(in folder: URL) -> [URL] {
    let root = folder.path(percentEncoded: false)
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var files: [URL] = []
    while let path = enumerator.nextObject() as? String {
      if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
      if path.hasSuffix(".swift") { files.append(folder.appending(path: path)) }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The names of the protocols declared on the line after a `// brisk:spy` comment.
  private func markedProtocols(in file: URL) -> [String] {
    guard let data = FileManager.default.contents(atPath: file.path(percentEncoded: false)) else {
      return []
    }
    let lines = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    var names: [String] = []
    for (index, line) in lines.enumerated()
    where line.trimmingCharacters(in: .whitespaces) == "// brisk:spy" && index + 1 < lines.count {
      let words = lines[index + 1].split(whereSeparator: {
        !$0.isLetter && !$0.isNumber && $0 != "_"
      })
      if let keyword = words.firstIndex(of: "protocol"), keyword + 1 < words.count {
        names.append(String(words[keyword + 1]))
      }
    }
    return names
  }
}
