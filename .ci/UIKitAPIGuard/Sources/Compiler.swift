import Foundation

/// Runs the compiler's JSON AST dump of a module with the flags SwiftPM used for a module of the
/// stand-in build (its `debug.yaml`).
struct Compiler {
  let manifest: [Substring]

  init(scratch: String) throws {
    let path = scratch + "/debug.yaml"
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw GuardError(
        "\(path) is missing: build the stand-in first (Tests/UIKitStandIn/README.md)")
    }
    manifest = text.split(separator: "\n")
  }

  /// The driver arguments SwiftPM gave `module`, less its outputs, its sources and its name.
  func driverArguments(_ module: String) throws -> [String] {
    let start = manifest.firstIndex {
      $0.hasPrefix("  \"C.\(module)-") && $0.hasSuffix("-debug.module\":")
    }
    let line = start.flatMap { start in
      manifest[(start + 1)...].prefix { $0.hasPrefix("    ") }.first { $0.hasPrefix("    args: ") }
    }
    guard let line,
      let list = try? JSONSerialization.jsonObject(with: Data(line.dropFirst(10).utf8)),
      let arguments = list as? [String]
    else {
      throw GuardError(
        "the stand-in build has no module \(module): build it with BRISK_UIKIT_STANDIN=1")
    }
    let dropped: Set = [
      "-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode",
      "-serialize-diagnostics", "-parseable-output", "-emit-objc-header", "-g",
    ]
    let droppedWithValue: Set = [
      "-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path",
      "-module-name",
    ]
    var kept: [String] = []
    var rest = arguments.dropFirst()[...]
    while let argument = rest.popFirst() {
      if ["-Xcc", "-Xfrontend", "-Xlinker", "-Xllvm"].contains(argument) {
        kept += [argument] + (rest.popFirst().map { [$0] } ?? [])
      } else if droppedWithValue.contains(argument) {
        _ = rest.popFirst()
      } else if !dropped.contains(argument) && !argument.hasPrefix("-j")
        && !argument.hasPrefix("@") && !argument.hasSuffix(".swift")
      {
        kept.append(argument)
      }
    }
    return kept
  }

  /// Starts the JSON AST dump of `primaries` (some of `files`, relative to `directory`) into
  /// `output`, type-checked as module `module` with the flags of `flagsOf`.
  func dump(
    module: String, flagsOf: String, files: [String], primaries: [String], output: String,
    in directory: String
  ) throws -> Command {
    let planning =
      try ["swiftc", "-module-name", module] + driverArguments(flagsOf)
      + ["-dump-ast", "-dump-ast-format", "json"] + files + ["-###"]
    let plan = try Command.run(planning, in: directory)
    guard plan.status == 0, let job = (plan.output + plan.errors).split(separator: "\n").first
    else {
      throw GuardError("swiftc could not plan the AST dump of \(module):\n\(plan.errors)")
    }
    let primary = Set(primaries)
    var command: [String] = []
    var words = shellWords(String(job))[...]
    while let word = words.popFirst() {
      if word == "-primary-file" { continue }
      if word == "-o" {
        _ = words.popFirst()
        continue
      }
      command += primary.contains(word) ? ["-primary-file", word] : [word]
    }
    return try Command(command, in: directory, output: output)
  }
}
