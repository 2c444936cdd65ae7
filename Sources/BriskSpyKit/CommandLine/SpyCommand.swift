/// `brisk spy FILE.swift [--protocol NAME] [--output PATH] [--name SpyName]`.
enum SpyCommand {
  static func run(_ arguments: [String]) -> CommandResult {
    let list: ArgumentList
    let request: (file: String, output: String?, protocolName: String?, spyName: String?)
    do {
      list = try ArgumentList(
        arguments, options: ["--protocol", "--output", "--name", "--testable-import"],
        flags: ["--help", "-h"])
      if list.has("--help") || list.has("-h") { return .success(Help.spy + "\n") }
      guard let file = list.positionals.first else {
        return .usageError("brisk spy needs a Swift file", usage: Help.spyUsage)
      }
      guard list.positionals.count == 1 else {
        return .usageError(
          "brisk spy takes one file, got \(list.positionals.count): "
            + list.positionals.joined(separator: " "),
          usage: Help.spyUsage)
      }
      request = (
        file, try list.value("--output"), try list.value("--protocol"), try list.value("--name")
      )
    } catch {
      return .usageError(error.message, usage: Help.spyUsage)
    }
    if let output = request.output, request.file != "-", FileAccess.sameFile(request.file, output) {
      return .usageError(
        "--output names the protocol's own file (\(output)); the spy would replace it",
        usage: Help.spyUsage)
    }
    let source: String
    do {
      source = try FileAccess.read(request.file)
    } catch {
      return .failure("error: \(error.message)")
    }
    let result = SpyGenerator.generate(
      SpyRequest(
        source: source, path: request.file, protocolName: request.protocolName,
        spyName: request.spyName, testableImports: list.allValues("--testable-import")))
    switch result {
    case .failure(let failure):
      return .failure(failure.description)
    case .success(let text):
      guard let output = request.output else { return .success(text) }
      do {
        try FileAccess.write(text, to: output)
      } catch {
        return .failure("error: \(error.message)")
      }
      return .success(notes: "Wrote \(output)\n")
    }
  }
}
