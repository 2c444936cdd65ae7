import Foundation

/// One run of the guard over a checkout: stages its files, dumps their ASTs with the compiler (as
/// JSON, type-checked with the flags SwiftPM used in the stand-in build) and reads their uses.
final class Guard {
  static let standIn = "Tests/UIKitStandIn"
  static let probe = "Tests/UIKitProbe"
  static let guide = ".ci/UIKitAPIGuard/README.md"
  /// The stand-in's own tests, left out of the UIKit tests' uses.
  static let testsExcluded = "Tests/BriskUIKitTests/StandIn/"
  static let modules: [(name: String, folder: String, scope: Scope)] = [
    ("BriskSeams", "Sources/BriskSeams", .source), ("BriskUIKit", "Sources/BriskUIKit", .source),
    ("BriskFixtures", "Sources/BriskFixtures", .source),
    ("BriskUIKitTests", "Tests/BriskUIKitTests", .test),
  ]

  let root: String
  let scratch: String
  let work: String
  let modules: [(name: String, folder: String, scope: Scope)]
  let targets: [String: Version]
  /// The copy of the files the dumps read, with `#if os(…)` as iOS evaluates them.
  var staged: String { work + "/ios" }
  /// Dump files by module; `reuse` gives those of an earlier run over identical sources.
  var dumps: [String: String]
  var files: [String: [String]] = [:]
  var standIn = StandIn()
  var uses: [Use] = []
  /// Mangled names and USRs spelled by `swift demangle`.
  var spellings: [String: String] = [:]

  /// Stages and dumps the stand-in, the `only` modules (all by default) and the probe.
  init(
    root: String, scratch: String, work: String, only: [String]? = nil,
    reuse: [String: String] = [:]
  ) throws {
    (self.root, self.scratch, self.work, dumps) = (root, scratch, work, reuse)
    modules = Guard.modules.filter { only?.contains($0.name) ?? true }
    guard let manifest = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
    else { throw GuardError("\(root) has no Package.swift: --root names the checkout") }
    targets = try deploymentTargets(manifest)
    try dumpAll()
  }

  /// Stages the files, then dumps each module two at a time (two cores); any module that does not
  /// type-check fails the guard.
  private func dumpAll() throws {
    for folder in [Guard.standIn, Guard.probe] + modules.map(\.folder) {
      let found = FileManager.default.enumerator(atPath: root + "/" + folder)?.allObjects ?? []
      files[folder] = found.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        .map { folder + "/" + $0 }.sorted()
      for path in files[folder]! {
        let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        let target = URL(fileURLWithPath: staged + "/" + path)
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (folder == Guard.standIn ? text : Presence.rewritingOSConditions(text, for: "iOS"))
          .write(to: target, atomically: false, encoding: .utf8)
      }
    }
    guard !files[Guard.probe]!.isEmpty else {
      throw GuardError("\(Guard.probe) has no Swift files: the probe is missing")
    }
    let manifest = try? String(contentsOfFile: scratch + "/debug.yaml", encoding: .utf8)
    guard let manifest = manifest?.split(separator: "\n") else {
      throw GuardError(
        "\(scratch)/debug.yaml is missing: build the stand-in first (Tests/UIKitStandIn/README.md)")
    }
    var jobs = [(module: "UIKit", flagsOf: "UIKit", folder: Guard.standIn)]
    jobs += modules.map { ($0.name, $0.name, $0.folder) } + [("UIKitProbe", "BriskSeams", Guard.probe)]
    // The longest dump (the test target's) runs beside all the others.
    jobs = jobs.filter { dumps[$0.module] == nil }.sorted {
      files[$0.folder]!.count > files[$1.folder]!.count
    }
    let started = try jobs.prefix(1).map { try dump($0, manifest) }
    var failed = try jobs.dropFirst().compactMap { job in
      let result = try dump(job, manifest).finish()
      return result.status == 0 ? nil : (job.module, result.errors)
    }
    for (job, command) in zip(jobs, started) {
      let result = command.finish()
      if result.status != 0 { failed.append((job.module, result.errors)) }
    }
    guard failed.isEmpty else {
      for (_, errors) in failed { printError(errors) }
      throw GuardError(
        "the UIKit API guard could not type-check \(failed.map(\.0).joined(separator: ", ")) against the stand-in (above)"
      )
    }
  }

  /// Starts the dump of `job.folder` as module `job.module` with the flags SwiftPM gave
  /// `job.flagsOf` (`manifest` is the build's debug.yaml), less its outputs, sources and name.
  private func dump(
    _ job: (module: String, flagsOf: String, folder: String), _ manifest: [Substring]
  ) throws -> Job {
    let start = manifest.firstIndex {
      $0.hasPrefix("  \"C.\(job.flagsOf)-") && $0.hasSuffix("-debug.module\":")
    }
    let line = start.flatMap { start in
      manifest[(start + 1)...].prefix { $0.hasPrefix("    ") }.first { $0.hasPrefix("    args: ") }
    }
    guard let line,
      let arguments = try? JSONSerialization.jsonObject(with: Data(line.dropFirst(10).utf8))
        as? [String]
    else {
      throw GuardError(
        "the stand-in build has no module \(job.flagsOf): build it with BRISK_UIKIT_STANDIN=1")
    }
    let dropped: Set = [
      "-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode",
      "-serialize-diagnostics", "-parseable-output", "-emit-objc-header", "-g",
    ]
    let droppedWithValue: Set = [
      "-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path",
      "-module-name",
    ]
    var planning = ["swiftc", "-module-name", job.module]
    var rest = arguments.dropFirst()[...]
    while let argument = rest.popFirst() {
      if ["-Xcc", "-Xfrontend", "-Xlinker", "-Xllvm"].contains(argument) {
        planning += [argument] + (rest.popFirst().map { [$0] } ?? [])
      } else if droppedWithValue.contains(argument) {
        _ = rest.popFirst()
      } else if !dropped.contains(argument) && !argument.hasPrefix("-j")
        && !argument.hasPrefix("@") && !argument.hasSuffix(".swift")
      {
        planning.append(argument)
      }
    }
    // The driver plans one frontend job per file; the first, with every file a primary, dumps all.
    let folderFiles = files[job.folder]!
    planning += ["-dump-ast", "-dump-ast-format", "json"] + folderFiles + ["-###"]
    let plan = try Job(planning, in: staged).finish()
    guard plan.status == 0, let first = (plan.output + plan.errors).split(separator: "\n").first
    else {
      throw GuardError("swiftc could not plan the AST dump of \(job.module):\n\(plan.errors)")
    }
    let primaries = Set(folderFiles.filter { !$0.hasPrefix(Guard.testsExcluded) })
    var command: [String] = []
    var words = shellWords(String(first))[...]
    while let word = words.popFirst() {
      if word == "-o" { _ = words.popFirst() }
      if word == "-primary-file" || word == "-o" { continue }
      command += primaries.contains(word) ? ["-primary-file", word] : [word]
    }
    dumps[job.module] = "\(work)/\(job.module).json"
    return try Job(command, in: staged, output: dumps[job.module])
  }

  /// The trees of a module's dump: one per file, one after the other.
  func trees(_ module: String) throws -> [Node] {
    guard let path = dumps[module], let data = FileManager.default.contents(atPath: path) else {
      throw GuardError("no AST dump of \(module)")
    }
    var ends: [Int] = []
    data.withUnsafeBytes { bytes in
      var (depth, inString, escaped) = (0, false, false)
      for (index, byte) in bytes.enumerated() {
        if inString {
          (escaped, inString) = (!escaped && byte == 0x5C, escaped || byte != 0x22)
        } else if byte == 0x22 {
          inString = true
        } else if byte == 0x7B || byte == 0x5B {
          depth += 1
        } else if byte == 0x7D || byte == 0x5D {
          depth -= 1
          if depth == 0 { ends.append(index + 1) }
        }
      }
    }
    return try zip([0] + ends, ends).map { start, end in
      do { return Node(try JSONSerialization.jsonObject(with: data[start..<end])) } catch {
        throw GuardError("the AST dump of \(module) (\(path)) is unreadable at byte \(start)")
      }
    }
  }
}

/// The words of a command line as `swiftc -###` prints it (quoted with `'…'` where needed).
func shellWords(_ line: String) -> [String] {
  var (words, word, quote, escaped) = ([String](), String?.none, Character?.none, false)
  for character in line {
    if escaped {
      (word, escaped) = ((word ?? "") + String(character), false)
    } else if character == "\\" && quote != "'" {
      escaped = true
    } else if let open = quote {
      if character == open { quote = nil } else { word = (word ?? "") + String(character) }
    } else if character == "'" || character == "\"" {
      (quote, word) = (character, word ?? "")
    } else if character == " " {
      words += word.map { [$0] } ?? []
      word = nil
    } else {
      word = (word ?? "") + String(character)
    }
  }
  return words + (word.map { [$0] } ?? [])
}

/// A value of a dump as `JSONSerialization` reads it; a missing field is `Node(nil)`.
struct Node {
  let value: Any?
  init(_ value: Any?) { self.value = value }

  subscript(key: String) -> Node { Node((value as? [String: Any])?[key]) }
  var string: String? { value as? String }
  var int: Int? { value as? Int }
  var bool: Bool { value as? Bool ?? false }
  var array: [Node] { (value as? [Any] ?? []).map(Node.init) }
  var fields: [String: Any] { value as? [String: Any] ?? [:] }
  var kind: String? { self["_kind"].string }
}
