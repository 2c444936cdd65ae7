import Foundation

/// `brisk templates list`, `brisk templates show NAME`, `brisk templates install` and
/// `brisk templates check`.
enum TemplatesCommand {
  static func run(_ arguments: [String], environment: CommandEnvironment) -> CommandResult {
    let list: ArgumentList
    do {
      list = try ArgumentList(arguments, options: ["--destination"], flags: ["--help", "-h"])
    } catch {
      return .usageError(error.message, usage: Help.templatesUsage)
    }
    if list.has("--help") || list.has("-h") { return .success(Help.templates + "\n") }
    let words = list.positionals
    let destination: String?
    do {
      destination = try list.value("--destination")
    } catch {
      return .usageError(error.message, usage: Help.templatesUsage)
    }
    switch (words.first, words.count) {
    case (nil, _):
      return .usageError("brisk templates needs a command", usage: Help.templatesUsage)
    case ("list", 1) where destination == nil:
      return .success(listing())
    case ("show", 2) where destination == nil:
      return show(words[1])
    case ("install", 1):
      return install(into: destination, environment: environment)
    case ("check", 1...2) where destination == nil:
      return check(words.count == 2 ? words[1] : TemplateFolder.path)
    case ("list", _), ("show", _), ("install", _), ("check", _):
      return .usageError(
        "wrong arguments for 'brisk templates \(words[0])'", usage: Help.templatesUsage)
    case (let word?, _):
      return .usageError("unknown templates command '\(word)'", usage: Help.templatesUsage)
    }
  }

  private static func listing() -> String {
    let width = TemplateCatalog.all.map(\.name.count).max() ?? 0
    let lines = TemplateCatalog.all.map { entry in
      let padding = String(repeating: " ", count: width - entry.name.count + 2)
      return "\(entry.name)\(padding)Templates/\(entry.file)\n"
        + String(repeating: " ", count: width + 2) + entry.summary
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func show(_ name: String) -> CommandResult {
    guard let entry = TemplateCatalog.all.first(where: { $0.name == name }),
      let text = TemplateFolder.text(of: entry.file)
    else {
      return .usageError(
        "no template named '\(name)'; the templates are "
          + TemplateCatalog.all.map(\.name).joined(separator: ", "),
        usage: Help.templatesUsage)
    }
    return .success(text)
  }

  /// Parses the spy templates in `folder`, naming the file and line of each marker that is wrong:
  /// CI runs it on `Templates/`, so a template brisk embeds never fails in a user's build.
  ///
  /// ```text
  /// Templates/ProtocolSpy.swift:57: unknown condition 'throw' in '// brisk:if throw'
  /// ```
  private static func check(_ folder: String) -> CommandResult {
    var errors: [String] = []
    for kind in [SpyTemplate.Kind.protocolSpy, .classSpy] {
      let path = folder + "/" + kind.fileName
      guard let data = FileManager.default.contents(atPath: path) else {
        errors.append("\(path): cannot read it")
        continue
      }
      do {
        _ = try SpyTemplate(text: String(decoding: data, as: UTF8.self), kind: kind)
      } catch {
        errors.append(error.description(in: folder))
      }
    }
    guard errors.isEmpty else { return .failure(errors.joined(separator: "\n")) }
    return .success(
      notes: "\(folder): the markers of \(SpyTemplate.fileName) and \(SpyTemplate.classFileName) "
        + "are well formed\n")
  }

  private static func install(
    into destination: String?, environment: CommandEnvironment
  ) -> CommandResult {
    guard let folder = destination ?? environment.defaultTemplatesFolder else {
      return .usageError(
        "brisk templates install needs --destination DIR on this platform: Xcode's templates "
          + "folder exists only on macOS",
        usage: Help.templatesUsage)
    }
    for entry in TemplateCatalog.all {
      let plistPath = "Xcode/\(entry.xcodeTemplate)/TemplateInfo.plist"
      guard let plist = TemplateFolder.text(of: plistPath) else {
        return .failure("error: " + TemplateFolder.missing(plistPath))
      }
      guard let text = TemplateFolder.text(of: entry.file) else {
        return .failure("error: " + TemplateFolder.missing(entry.file))
      }
      let templateFolder = folder + "/" + entry.xcodeTemplate
      do {
        try FileAccess.write(plist, to: templateFolder + "/TemplateInfo.plist")
        try FileAccess.write(
          TemplateCatalog.xcodeText(from: text), to: templateFolder + "/___FILEBASENAME___.swift")
      } catch {
        return .failure("error: \(error.message)")
      }
    }
    let names = TemplateCatalog.all.map { "  \($0.xcodeTemplate)\n" }.joined()
    return .success(
      notes: "Installed \(TemplateCatalog.all.count) Xcode file templates in \(folder):\n\(names)")
  }
}
