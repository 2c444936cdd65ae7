import Foundation

/// Keeps the guard honest: in a temporary copy of the checkout it plants an unguarded iOS 14 call
/// (and the same call guarded three ways, which must pass), a use of stand-in-only API, and takes
/// one line out of the probe; each must fail with its message. The copy reuses the clean run's
/// dumps of the stand-in and BriskSeams: only BriskUIKit and the probe are dumped again. A
/// `switch` without `@unknown default` is left to the compiler (`Plants.checkSwitch`).
struct SelfTest {
  let clean: Guard
  let scratch: String
  let work: String

  /// What went wrong: empty when every planted mistake failed as it must.
  func run() throws -> [String] {
    var failures: [String] = []
    let root = try copy("planted")
    try Plants.text.write(toFile: root + "/" + Plants.path, atomically: false, encoding: .utf8)
    let removed = probeLine()
    if let removed {
      var lines = try String(contentsOfFile: root + "/" + removed.path, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
      lines[removed.line - 1] = ""
      try lines.joined(separator: "\n").write(
        toFile: root + "/" + removed.path, atomically: false, encoding: .utf8)
    } else {
      failures.append("no one-line use in \(Guard.probe) to take out")
    }
    let planted = try Guard(
      root: root, scratch: scratch, work: work + "/planted-dumps",
      only: ["BriskSeams", "BriskUIKit"],
      reuse: clean.dumps.filter { ["UIKit", "BriskSeams"].contains($0.key) })
    try planted.dumpAll()
    try planted.analyse()
    let problems = planted.report().map(\.description)

    let plant = escaped(Plants.path)
    let standIn = escaped(Guard.standIn)
    let unguarded = Plants.line(of: "UNGUARDED", in: Plants.text)
    failures += expect(
      problems,
      #"\#(plant):\#(unguarded):\d+: error: 'UIControl\.addAction\(_:for:\)' \(\#(standIn)/[^)]*\) is only available in iOS 14\.0"#,
      "an unguarded iOS 14 call in BriskUIKit")
    let guarded = problems.filter {
      $0.hasPrefix(Plants.path + ":") && !$0.hasPrefix("\(Plants.path):\(unguarded):")
        && ($0.contains("is only available") || $0.contains("is unavailable"))
    }
    if !guarded.isEmpty {
      failures.append(
        "the guarded iOS 14 calls were reported:\n  " + guarded.joined(separator: "\n  "))
    }
    failures += expect(
      problems,
      #"\#(plant):\#(Plants.line(of: "STAND-IN ONLY", in: Plants.text)):\d+: error: 'UIViewPropertyAnimator\.programmerErrors' \(\#(standIn)/[^)]*\) is not in the UIKit probe"#,
      "stand-in-only API in BriskUIKit")
    if let removed {
      failures += expect(
        problems,
        #"Sources/[^:]*:\d+:\d+: error: \#(escaped(removed.name)) \(\#(standIn)/[^)]*\) is not in the UIKit probe"#,
        "taking \(removed.path):\(removed.line) out of the probe")
    }
    failures += try Plants.checkSwitch(in: try copy("switch"), modules: scratch + "/debug/Modules")
    {
      expect($0, $1, $2)
    }
    return failures
  }

  /// A copy of what the guard reads: Package.swift, the stand-in, the probe and the sources.
  private func copy(_ name: String) throws -> String {
    let manager = FileManager.default
    let root = work + "/" + name
    try? manager.removeItem(atPath: root)
    for path in ["Package.swift", Guard.standIn, Guard.probe]
      + Guard.modules.filter({ $0.scope == .source }).map(\.folder)
    {
      try manager.createDirectory(
        atPath: ((root + "/" + path) as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      try manager.copyItem(atPath: clean.root + "/" + path, toPath: root + "/" + path)
    }
    return root
  }

  /// A line of the probe whose removal leaves a declaration the sources use uncovered: a
  /// `let _: T = …` line that is the probe's only use of it.
  private func probeLine() -> (path: String, line: Int, name: String)? {
    var places: [Use.Key: Set<[String]>] = [:]
    var maps: [String: LineMap] = [:]
    for use in clean.uses where use.scope == .probe {
      guard case .declaration = use.key else { continue }
      let map = maps[use.path] ?? LineMap(path: clean.staged + "/" + use.path)
      maps[use.path] = map
      places[use.key, default: []].insert([use.path, String(map.line(use.offset))])
    }
    let used = Set(clean.uses.filter { $0.scope == .source && $0.kind == .use }.map(\.key))
    let candidates = places.filter { used.contains($0.key) && $0.value.count == 1 }
      .map { (key: $0.key, path: $0.value.first![0], line: Int($0.value.first![1])!) }
      .sorted { ($0.path, $0.line) < ($1.path, $1.line) }
    let oneLine = try! Regex(#"^\s*let _: [^{}]* = [^{}]*$"#)
    for candidate in candidates {
      let text =
        (try? String(contentsOfFile: clean.root + "/" + candidate.path, encoding: .utf8)) ?? ""
      let line = String(
        text.split(separator: "\n", omittingEmptySubsequences: false)[candidate.line - 1])
      if line.wholeMatch(of: oneLine) != nil
        && !line.trimmingCharacters(in: .whitespaces).hasSuffix("=")
      {
        return (candidate.path, candidate.line, clean.describe(candidate.key))
      }
    }
    return nil
  }
}

/// Prints the problems that match `pattern` (from their start); a failure when none does.
func expect(_ problems: [String], _ pattern: String, _ what: String) -> [String] {
  let regex = try! Regex(pattern)
  let found = problems.filter { $0.prefixMatch(of: regex) != nil }
  guard !found.isEmpty else { return ["\(what) did not fail with a message matching \(pattern)"] }
  print("self-test: \(what) fails, as it must:")
  for problem in found { print("  " + problem) }
  return []
}

/// `text` with the regular expression metacharacters escaped.
func escaped(_ text: String) -> String {
  NSRegularExpression.escapedPattern(for: text)
}
