import Foundation
import PackagePlugin

/// `swift package brisk-spy --target AppTests PATH... [brisk spy options]`: writes spies into a
/// test target's `Spies/` folder with `brisk spy`, reading the Swift files or folders given
/// (relative to the package). With one `--protocol NAME` the file is `Spies/NAMESpy.swift` (or
/// the `--name` given), otherwise `Spies/Spies.swift`; `--output` chooses another path. As the
/// build plugin does, the spies import the target's dependencies in this package with
/// `@testable import`, unless `--import` or `--testable-import` name the modules.
@main
struct BriskSpyCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    guard targetNames.count == 1, let targetName = targetNames.first else {
      Diagnostics.error("brisk-spy needs one --target, the test target to write the spies into")
      return
    }
    guard
      let target = try context.package.targets(named: [targetName]).first
        as? SwiftSourceModuleTarget
    else {
      Diagnostics.error("no target named \(targetName)")
      return
    }
    var rest = extractor.remainingArguments
    let package = context.package.directoryURL
    if !rest.contains("--output") {
      let protocols = rest.indices.filter { rest[$0] == "--protocol" }
      let name =
        value(of: "--name", in: rest)
        ?? (protocols.count == 1 ? value(of: "--protocol", in: rest) : nil).map {
          $0.replacingOccurrences(of: ".", with: "") + "Spy"
        }
      let output = target.directoryURL.appending(path: "Spies/\(name ?? "Spies").swift")
      rest += ["--output", output.path(percentEncoded: false)]
    }
    // As the build plugin does: the target's dependencies in this package, imported with
    // `@testable import`, unless the command names its own imports.
    let importOptions = ["--import", "--testable-import"]
    if !rest.contains(where: { argument in
      importOptions.contains { argument == $0 || argument.hasPrefix($0 + "=") }
    }) {
      for dependency in target.dependencies {
        guard case .target(let module as SwiftSourceModuleTarget) = dependency else { continue }
        rest += ["--testable-import", module.moduleName]
      }
    }
    let process = Process()
    process.executableURL = try context.tool(named: "brisk").url
    process.currentDirectoryURL = package
    process.arguments = ["spy"] + rest
    // `brisk` reads the spy template from `BRISK_TEMPLATES` if set, else from the `Templates/` of
    // the Brisk checkout this plugin is compiled from, for a prebuilt `brisk` as for a compiled one.
    let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Templates")
    process.environment = ProcessInfo.processInfo.environment.merging([
      "BRISK_TEMPLATES": templates.path(percentEncoded: false)
    ]) { current, _ in current.isEmpty ? templates.path(percentEncoded: false) : current }
    try process.run()
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: break
    case 3:
      Diagnostics.error(
        "brisk spy wrote the spies it could, but refused the protocols named above (exit code 3)")
    default:
      Diagnostics.error("brisk spy failed with exit code \(process.terminationStatus)")
    }
  }

  private func value(of option: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else {
      return nil
    }
    return arguments[index + 1]
  }
}
