import Foundation

/// Keeps the guard honest: in a temporary copy of the checkout it plants an unguarded iOS 14 call
/// (and the same call guarded three ways, which must pass), a use of stand-in-only API, and takes
/// one line out of the probe; each must fail with its message. The copy reuses the clean run's
/// dumps of the stand-in and BriskSeams: only BriskUIKit and the probe are dumped again. A
/// `switch` without `@unknown default` is left to the compiler, against the built stand-in.
/// What went wrong is returned: nothing when every planted mistake failed as it must.
func selfTest(_ clean: Guard, work: String) throws -> [String] {
  let root = work + "/planted"
  try? FileManager.default.removeItem(atPath: root)
  for path in ["Package.swift", Guard.standIn, Guard.probe]
    + Guard.modules.filter({ $0.scope == .source }).map(\.folder)
  {
    let target = URL(fileURLWithPath: root + "/" + path)
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: clean.root + "/" + path, toPath: target.path)
  }
  try plant.write(toFile: root + "/" + plantPath, atomically: false, encoding: .utf8)
  let removed = probeLine(clean)
  if let removed {
    var lines = try String(contentsOfFile: root + "/" + removed.path, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    lines[removed.line - 1] = ""
    try lines.joined(separator: "\n").write(
      toFile: root + "/" + removed.path, atomically: false, encoding: .utf8)
  }
  let problems = try Guard(
    root: root, scratch: clean.scratch, work: work + "/planted-dumps",
    only: ["BriskSeams", "BriskUIKit"],
    reuse: clean.dumps.filter { ["UIKit", "BriskSeams"].contains($0.key) }
  ).report().map(\.description)

  let (path, standIn) = (escaped(plantPath), escaped(Guard.standIn))
  let unguarded = line(of: "UNGUARDED", in: plant)
  let guarded = problems.filter {
    $0.hasPrefix(plantPath + ":") && !$0.hasPrefix("\(plantPath):\(unguarded):")
      && ($0.contains("is only available") || $0.contains("is unavailable"))
  }
  var failures =
    (removed == nil ? ["no one-line use in \(Guard.probe) to take out"] : [])
    + expect(
      problems,
      #"\#(path):\#(unguarded):\d+: error: 'UIControl\.addAction\(_:for:\)' \(\#(standIn)/[^)]*\) is only available in iOS 14\.0"#,
      "an unguarded iOS 14 call in BriskUIKit")
    + (guarded.isEmpty
      ? [] : ["the guarded iOS 14 calls were reported:\n  " + guarded.joined(separator: "\n  ")])
    + expect(
      problems,
      #"\#(path):\#(line(of: "STAND-IN ONLY", in: plant)):\d+: error: 'UIViewPropertyAnimator\.programmerErrors' \(\#(standIn)/[^)]*\) is not in the UIKit probe"#,
      "stand-in-only API in BriskUIKit")
  if let removed {
    failures += expect(
      problems,
      #"Sources/[^:]*:\d+:\d+: error: \#(escaped(removed.name)) \(\#(standIn)/[^)]*\) is not in the UIKit probe"#,
      "taking \(removed.path):\(removed.line) out of the probe")
  }
  // The switch, in the same copy once the guard has read it, is type-checked by itself.
  try switchPlant.write(toFile: root + "/" + switchPlantPath, atomically: false, encoding: .utf8)
  let checked = try start(
    [
      "swiftc", "-typecheck", "-swift-version", "6", "-I", clean.scratch + "/debug/Modules",
      switchPlantPath,
    ],
    in: root)()
  let diagnostics = (checked.output + checked.errors).split(separator: "\n").map(String.init)
    .filter { $0.contains("error: ") || $0.contains("warning: ") }
  return failures
    + expect(
      diagnostics,
      #"\#(escaped(switchPlantPath)):\#(line(of: "NO UNKNOWN DEFAULT", in: switchPlant)):\d+: (error|warning): .*(unknown|exhaustive)"#,
      "a switch over UIGestureRecognizer.State without @unknown default")
}

/// A line of the probe whose removal leaves a declaration the sources use uncovered: a
/// `let _: T = …` line that is the probe's only use of it.
private func probeLine(_ clean: Guard) -> (path: String, line: Int, name: String)? {
  var places: [Use.Key: Set<[String]>] = [:]
  var maps: [String: LineMap] = [:]
  for use in clean.uses where use.scope == .probe {
    guard case .declaration = use.key else { continue }
    let map = maps[use.path] ?? LineMap(path: clean.staged + "/" + use.path)
    maps[use.path] = map
    places[use.key, default: []].insert([use.path, String(map.place(use.offset).line)])
  }
  let used = Set(clean.uses.filter { $0.scope == .source && $0.kind == .use }.map(\.key))
  let candidates = places.filter { used.contains($0.key) && $0.value.count == 1 }
    .map { (key: $0.key, path: $0.value.first![0], line: Int($0.value.first![1])!) }
    .sorted { ($0.path, $0.line) < ($1.path, $1.line) }
  for candidate in candidates {
    let text =
      (try? String(contentsOfFile: clean.root + "/" + candidate.path, encoding: .utf8)) ?? ""
    let line = text.split(separator: "\n", omittingEmptySubsequences: false)[candidate.line - 1]
    if line.wholeMatch(of: /\s*let _: [^{}]* = [^{}]*/) != nil
      && !line.trimmingCharacters(in: .whitespaces).hasSuffix("=")
    {
      return (candidate.path, candidate.line, clean.describe(candidate.key))
    }
  }
  return nil
}

/// Prints the problems that match `pattern` (from their start); a failure when none does.
private func expect(_ problems: [String], _ pattern: String, _ what: String) -> [String] {
  let regex = try! Regex(pattern)
  let found = problems.filter { $0.prefixMatch(of: regex) != nil }
  guard !found.isEmpty else { return ["\(what) did not fail with a message matching \(pattern)"] }
  print("self-test: \(what) fails, as it must:")
  for problem in found { print("  " + problem) }
  return []
}

/// `text` with the regular expression metacharacters escaped.
private func escaped(_ text: String) -> String { NSRegularExpression.escapedPattern(for: text) }

/// The 1-based line of `text` that holds `marker`.
private func line(of marker: String, in text: String) -> Int {
  text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
    $0.contains(marker)
  }! + 1
}

/// The mistakes the self-test plants, in a temporary copy of the checkout, never in the repository.
private let plantPath = "Sources/BriskUIKit/GuardPlant.swift"
private let plant = """
  #if canImport(UIKit)
    import UIKit

    // Planted by .ci/check-uikit-api in a temporary copy of the checkout, never in the repository.
    @MainActor func guardPlantUnguarded(_ button: UIButton) {
      button.addAction(UIAction { _ in }, for: .touchUpInside)  // UNGUARDED
    }

    @MainActor func guardPlantGuarded(_ button: UIButton) {
      if #available(iOS 14.0, tvOS 14.0, *) {
        button.addAction(UIAction { _ in }, for: .touchUpInside)
      }
      guard #available(iOS 14.0, tvOS 14.0, *) else { return }
      button.addAction(UIAction { _ in }, for: .touchUpInside)
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @MainActor func guardPlantAnnotated(_ button: UIButton) {
      button.addAction(UIAction { _ in }, for: .touchUpInside)
    }

    @MainActor func guardPlantStandInOnly(_ animator: UIViewPropertyAnimator) -> [String] {
      animator.programmerErrors  // STAND-IN ONLY
    }
  #endif

  """

/// The stand-in declares Apple's imported Objective-C enums `@nonexhaustive`, so a `switch` over
/// `UIGestureRecognizer.State` without `@unknown default` fails to type-check, as in Swift 6 on
/// iOS: the compiler checks this one, against the built stand-in module.
private let switchPlantPath = "Sources/BriskUIKit/GuardSwitchPlant.swift"
private let switchPlant = """
  #if canImport(UIKit)
    import UIKit

    // Planted by .ci/check-uikit-api in a temporary copy of the checkout, never in the repository.
    @MainActor func guardPlantSwitch(_ recognizer: UIGestureRecognizer) -> Bool {
      switch recognizer.state {  // NO UNKNOWN DEFAULT
      case .possible, .failed: false
      case .began, .changed, .ended, .cancelled: true
      }
    }
  #endif

  """
