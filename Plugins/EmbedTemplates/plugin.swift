import Foundation
import PackagePlugin

/// Embeds the files of the package's `Templates/` folder in the target it is applied to
/// (BriskSpyKit) as `EmbeddedTemplates.files`, so `Templates/` is the one source of the text
/// the generator renders and `brisk templates` prints and installs. `README.md` and
/// `Examples/` are left out; the Xcode templates' Swift files are derived at install time.
@main
struct EmbedTemplates: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    let folder = context.package.directoryURL.appending(path: "Templates")
    let paths = try templateFiles(in: folder)
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
    return [
      .buildCommand(
        displayName: "Embedding Templates/ in \(target.name)",
        executable: try context.tool(named: "brisk-embed-templates").url,
        arguments: [output.path(percentEncoded: false), folder.path(percentEncoded: false)]
          + paths,
        inputFiles: paths.map { folder.appending(path: $0) },
        outputFiles: [output])
    ]
  }

  /// The paths, relative to `folder` and sorted, of the files to embed.
  private func templateFiles(in folder: URL) throws -> [String] {
    let root = folder.path(percentEncoded: false)
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var paths: [String] = []
    while let path = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
      let name = path.split(separator: "/").last.map(String.init) ?? path
      guard !isDirectory.boolValue, !name.hasPrefix("."), path != "README.md",
        !path.hasPrefix("Examples/"), !path.hasSuffix("/___FILEBASENAME___.swift")
      else { continue }
      paths.append(path)
    }
    return paths.sorted()
  }
}
