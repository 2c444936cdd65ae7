import Foundation

/// One run of the guard over a checkout: stages its files, dumps their ASTs and reads their uses.
final class Guard {
  static let standIn = "Tests/UIKitStandIn"
  static let probe = "Tests/UIKitProbe"
  /// The modules checked: name, folder, scope.
  static let modules: [(name: String, folder: String, scope: Use.Scope)] = [
    ("BriskSeams", "Sources/BriskSeams", .source), ("BriskUIKit", "Sources/BriskUIKit", .source),
    ("BriskFixtures", "Sources/BriskFixtures", .source),
    ("BriskUIKitTests", "Tests/BriskUIKitTests", .test),
  ]
  /// The stand-in's own tests, left out of the UIKit tests' uses.
  static let testsExcluded = "Tests/BriskUIKitTests/StandIn/"
  static let guide = #".ci/UIKitAPIGuard/README.md"#

  let root: String
  let work: String
  let modules: [(name: String, folder: String, scope: Use.Scope)]
  let targets: [String: Version]
  let compiler: Compiler
  /// The copy of the files the dumps read, with `#if os(…)` as iOS evaluates them.
  var staged: String { work + "/ios" }
  /// Dumps by module; those of `reuse` come from an earlier run over identical sources.
  var dumps: [String: String]
  var files: [String: [String]] = [:]
  var standIn = StandIn()
  var uses: [Use] = []
  let demangler = Demangler()

  init(
    root: String, scratch: String, work: String, only: [String]? = nil,
    reuse: [String: String] = [:]
  )
    throws
  {
    (self.root, self.work, dumps) = (root, work, reuse)
    modules = Guard.modules.filter { only?.contains($0.name) ?? true }
    guard let manifest = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
    else { throw GuardError("\(root) has no Package.swift: --root names the checkout") }
    targets = try deploymentTargets(manifest)
    compiler = try Compiler(scratch: scratch)
  }

  /// Copies the Swift files into `staged`, with their `#if os(…)` as iOS evaluates them.
  func stage() throws {
    let manager = FileManager.default
    for folder in [Guard.standIn, Guard.probe] + modules.map(\.folder) {
      let found = (manager.enumerator(atPath: root + "/" + folder)?.allObjects as? [String]) ?? []
      files[folder] = found.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
      for path in files[folder]! {
        let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        let target = staged + "/" + path
        try manager.createDirectory(
          atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let rewritten =
          folder == Guard.standIn ? text : Presence.rewritingOSConditions(text, for: "iOS")
        try rewritten.write(toFile: target, atomically: false, encoding: .utf8)
      }
    }
  }

  /// Dumps the stand-in, the modules and the probe, two at a time; any module that does not
  /// type-check fails the guard.
  func dumpAll() throws {
    try stage()
    guard !(files[Guard.probe] ?? []).isEmpty else {
      throw GuardError("\(Guard.probe) has no Swift files: the probe is missing")
    }
    var jobs = [
      (module: "UIKit", flagsOf: "UIKit", folder: Guard.standIn, primaries: files[Guard.standIn]!)
    ]
    for (module, folder, _) in modules {
      jobs.append(
        (module, module, folder, files[folder]!.filter { !$0.hasPrefix(Guard.testsExcluded) }))
    }
    jobs.append(("UIKitProbe", "BriskSeams", Guard.probe, files[Guard.probe]!))
    // The longest dump (the test target's) runs beside the others: two cores.
    jobs = jobs.filter { dumps[$0.module] == nil }.sorted {
      $0.primaries.count > $1.primaries.count
    }
    var failed: [(String, String)] = []
    let start = { (job: (module: String, flagsOf: String, folder: String, primaries: [String])) in
      let output = "\(self.work)/\(job.module).json"
      self.dumps[job.module] = output
      return try self.compiler.dump(
        module: job.module, flagsOf: job.flagsOf, files: self.files[job.folder]!,
        primaries: job.primaries, output: output, in: self.staged)
    }
    let longest = try jobs.first.map { (job: $0, command: try start($0)) }
    for job in jobs.dropFirst() {
      let result = try start(job).finish(keepingOutput: true)
      if result.status != 0 { failed.append((job.module, result.errors)) }
    }
    if let (job, command) = longest {
      let result = command.finish(keepingOutput: true)
      if result.status != 0 { failed.append((job.module, result.errors)) }
    }
    guard failed.isEmpty else {
      for (_, errors) in failed { FileHandle.standardError.write(Data((errors + "\n").utf8)) }
      throw GuardError(
        "the UIKit API guard could not type-check \(failed.map(\.0).joined(separator: ", ")) against the stand-in (above)"
      )
    }
  }

  /// The trees of a module's dump.
  func trees(_ module: String) throws -> [JSON] {
    guard let dump = dumps[module], let data = FileManager.default.contents(atPath: dump) else {
      throw GuardError("no AST dump of \(module)")
    }
    do { return try JSON.values(in: [UInt8](data)) } catch {
      throw GuardError("the AST dump of \(module) (\(dump)): \(error)")
    }
  }
}
