import Foundation

let disk = FileManager.default

/// One run over a checkout: stages its files, dumps their ASTs with the stand-in build's flags,
/// and reads them (`analyse`).
final class Guard {
  static let standIn = "Tests/UIKitStandIn"
  static let probe = "Tests/UIKitProbe"
  static let guide = ".ci/UIKitAPIGuard/README.md"
  /// What it dumps: the stand-in (no scope: it declares, it does not use), Brisk and the probe.
  static let modules: [(name: String, folder: String, scope: Scope?)] = [
    ("UIKit", standIn, nil), ("BriskSeams", "Sources/BriskSeams", .source),
    ("BriskUIKit", "Sources/BriskUIKit", .source),
    ("BriskFixtures", "Sources/BriskFixtures", .source),
    ("BriskUIKitTests", "Tests/BriskUIKitTests", .test), ("UIKitProbe", probe, .probe),
  ]

  let (root, scratch, work): (String, String, String)
  let modules: [(name: String, folder: String, scope: Scope?)]
  let targets: [String: Version]
  /// The copy of the files the dumps read, with `#if os(…)` as iOS evaluates them.
  var staged: String { work + "/ios" }
  var dumps: [String: String]
  var files: [String: [String]] = [:]
  var standIn = StandIn()
  var uses: [Use] = []
  var spellings: [String: String] = [:]
  var lineMaps: [String: (Int) -> (line: Int, column: Int)] = [:]
  /// What the walk (`visit`) learns: protocols' requirements, superclasses, conformances, its file.
  var protocols: [String: [(name: String, isStatic: Bool)]] = [:]
  var classes: [String: String?] = [:]
  var conformances: [(type: String, protocol: String, use: Use, owner: String?)] = []
  var file = (module: "", path: "", scope: Scope.source)

  /// Stages and dumps the `only` modules (less `reuse`d dumps), two at a time: the longest beside
  /// all the others.
  init(
    root: String, scratch: String, work: String, only: [String]? = nil,
    reuse: [String: String] = [:]
  ) throws {
    (self.root, self.scratch, self.work, dumps) = (root, scratch, work, reuse)
    modules = Guard.modules.filter { only?.contains($0.name) ?? true }
    guard let manifest = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
    else { throw GuardError("\(root) has no Package.swift: --root names the checkout") }
    targets = try deploymentTargets(manifest)
    for (_, folder, scope) in modules {
      files[folder] = ((try? disk.subpathsOfDirectory(atPath: root + "/" + folder)) ?? [])
        .filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
      for path in files[folder]! {
        let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        let target = URL(fileURLWithPath: staged + "/" + path)
        try disk.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (scope == nil ? text : rewritingOSConditions(text, for: "iOS"))
          .write(to: target, atomically: false, encoding: .utf8)
      }
    }
    guard !files[Guard.probe]!.isEmpty else {
      throw GuardError("\(Guard.probe) has no Swift files: the probe is missing")
    }
    guard let yaml = try? String(contentsOfFile: scratch + "/debug.yaml", encoding: .utf8) else {
      throw GuardError(
        "\(scratch)/debug.yaml is missing: build the stand-in first (Tests/UIKitStandIn/README.md)")
    }
    let jobs = modules.filter { reuse[$0.name] == nil }
      .sorted { files[$0.folder]!.count > files[$1.folder]!.count }
    let longest = try jobs.prefix(1).map { try dump($0.name, $0.folder, yaml) }
    let results =
      try jobs.dropFirst().map { try dump($0.name, $0.folder, yaml)() } + longest.map { $0() }
    let failed = zip(jobs.dropFirst() + jobs.prefix(1), results).filter { $1.status != 0 }
    guard failed.isEmpty else {
      for (_, result) in failed { printError(result.errors) }
      throw GuardError(
        "the UIKit API guard could not type-check \(failed.map(\.0.name).joined(separator: ", ")) against the stand-in (above)"
      )
    }
    try analyse()
  }

  /// Starts the dump of `module` with the flags the stand-in build gave it (the probe BriskSeams'),
  /// less its outputs and sources.
  private func dump(_ module: String, _ folder: String, _ yaml: String) throws
    -> () -> (status: Int32, output: String, errors: String)
  {
    let flagsOf = module == "UIKitProbe" ? "BriskSeams" : module
    let entry = try Regex(
      #"\n  "C\.\#(flagsOf)-[^"\n]*-debug\.module":\n(?:    .*\n)*?    args: (.*)"#)
    guard let match = yaml.firstMatch(of: entry),
      let arguments = try? JSONSerialization.jsonObject(with: Data(match.output[1].substring!.utf8))
        as? [String]
    else {
      throw GuardError(
        "the stand-in build has no module \(flagsOf): build it with BRISK_UIKIT_STANDIN=1")
    }
    let withValue: Set = [
      "-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path",
      "-module-name",
    ]
    let dropped = withValue.union([
      "-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode",
      "-serialize-diagnostics", "-parseable-output", "-emit-objc-header", "-g",
    ])
    var planning = ["swiftc", "-module-name", module]
    var rest = arguments.dropFirst()[...]
    while let argument = rest.popFirst() {
      // `-Xcc -g` keeps its value, `-module-name M` drops it.
      let value = argument.hasPrefix("-X") || withValue.contains(argument) ? rest.popFirst() : nil
      if !dropped.contains(argument) && !argument.hasPrefix("-j") && !argument.hasPrefix("@")
        && !argument.hasSuffix(".swift")
      {
        planning += [argument] + (value.map { [$0] } ?? [])
      }
    }
    // The driver plans a frontend job per file; the first, made a primary of every file (less the
    // stand-in's own tests), dumps all.
    let plan = try start(
      planning + ["-dump-ast", "-dump-ast-format", "json"] + files[folder]! + ["-###"], in: staged)()
    guard plan.status == 0, let first = (plan.output + plan.errors).split(separator: "\n").first
    else { throw GuardError("swiftc could not plan the AST dump of \(module):\n\(plan.errors)") }
    let primaries = Set(files[folder]!.filter { !$0.hasPrefix("Tests/BriskUIKitTests/StandIn/") })
    // Its words, as the driver quotes them: `'…'` and `\'`.
    let words = first.matches(of: /(?:'[^']*'|\\.|[^\s'\\])+/).map {
      String($0.output).replacing(/'([^']*)'|\\(.)/) { String($0.output.1 ?? $0.output.2 ?? "") }
    }
    let command = zip([""] + words, words).filter {
      $0 != "-o" && $1 != "-o" && $1 != "-primary-file"
    }
    .flatMap { primaries.contains($1) ? ["-primary-file", $1] : [$1] }
    dumps[module] = "\(work)/\(module).json"
    return try start(command, in: staged, output: dumps[module])
  }

  /// The trees of a dump, one per file, one after the other: `}{"` is found only between two.
  func trees(_ module: String) throws -> [Node] {
    guard let path = dumps[module], let data = disk.contents(atPath: path) else {
      throw GuardError("no AST dump of \(module)")
    }
    let ends = data.withUnsafeBytes { bytes in
      bytes.indices.dropLast(2).filter {
        bytes[$0] == 0x7D && bytes[$0 + 1] == 0x7B && bytes[$0 + 2] == 0x22
      }.map { $0 + 1 }
    }
    return try zip([0] + ends, ends + [data.count]).map { start, end in
      guard let tree = try? JSONSerialization.jsonObject(with: data[start..<end]) else {
        throw GuardError("the AST dump of \(module) (\(path)) is unreadable at byte \(start)")
      }
      return Node(tree)
    }
  }

  func place(_ use: Use) -> (line: Int, column: Int) {
    let map = lineMaps[use.path] ?? lineMap(staged + "/" + use.path)
    lineMaps[use.path] = map
    return map(use.offset)
  }
}

/// A value of a dump as `JSONSerialization` reads it; a missing field is `Node(nil)`.
struct Node {
  let value: Any?
  init(_ value: Any?) { self.value = value }
  subscript(key: String) -> Node { Node((value as? [String: Any])?[key]) }
  var string: String? { value as? String }
  var bool: Bool { value as? Bool ?? false }
  var array: [Node] { (value as? [Any] ?? []).map(Node.init) }
  var int: Int? { value as? Int }
  var kind: String? { self["_kind"].string }
}

/// The line and column (1-based, in bytes) of an offset in the file at `path`, as the dump gives it.
func lineMap(_ path: String) -> (Int) -> (line: Int, column: Int) {
  let data = [UInt8](disk.contents(atPath: path) ?? Data())
  let starts = [0] + data.indices.filter { data[$0] == 0x0A }.map { $0 + 1 }
  return { offset in
    let line = starts.lastIndex { $0 <= offset } ?? 0
    return (line + 1, offset - starts[line] + 1)
  }
}
