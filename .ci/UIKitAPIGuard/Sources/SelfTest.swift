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
  for path in [
    "Package.swift", Guard.standIn, Guard.probe, "Sources/BriskSeams", "Sources/BriskUIKit",
  ] {
    let target = URL(fileURLWithPath: root + "/" + path)
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: clean.root + "/" + path, toPath: target.path)
  }
  try plant.write(toFile: root + "/" + plantPath, atomically: false, encoding: .utf8)
  let removed = probeLine(clean)
  if let removed {
    let path = root + "/" + removed.path
    var lines = try String(contentsOfFile: path, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    lines[removed.line - 1] = ""
    try lines.joined(separator: "\n").write(toFile: path, atomically: false, encoding: .utf8)
  }
  let problems = try Guard(
    root: root, scratch: clean.scratch, work: work + "/planted-dumps",
    only: ["BriskSeams", "BriskUIKit"],
    reuse: clean.dumps.filter { ["UIKit", "BriskSeams"].contains($0.key) }
  ).report()
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

  var failures = removed == nil ? ["no one-line use in \(Guard.probe) to take out"] : []
  // The plant's calls other than the unguarded one (line 6) are guarded.
  let guarded = problems.filter {
    $0.hasPrefix(plantPath + ":") && !$0.hasPrefix(plantPath + ":6:")
      && ($0.contains("is only available") || $0.contains("is unavailable"))
  }
  if !guarded.isEmpty {
    failures.append(
      "the guarded iOS 14 calls were reported:\n  " + guarded.joined(separator: "\n  "))
  }
  // Each mistake, the messages it gives, and how one of them must start (`…`: any text).
  let expected: [(String, [String], String)?] = [
    (
      "an unguarded iOS 14 call in BriskUIKit", problems,
      "\(plantPath):6:…: error: 'UIControl.addAction(_:for:)' (\(Guard.standIn)/…) is only available in iOS 14.0"
    ),
    (
      "stand-in-only API in BriskUIKit", problems,
      "\(plantPath):23:…: error: 'UIViewPropertyAnimator.programmerErrors' (\(Guard.standIn)/…) is not in the UIKit probe"
    ),
    removed.map {
      (
        "taking \($0.path):\($0.line) out of the probe", problems,
        "Sources/…: error: \($0.name) (\(Guard.standIn)/…) is not in the UIKit probe"
      )
    },
    (
      "a switch over UIGestureRecognizer.State without @unknown default", diagnostics,
      "\(switchPlantPath):6:…unknown"
    ),
  ]
  for case (let what, let messages, let start)? in expected {
    let pattern = try Regex(
      start.split(separator: "…", omittingEmptySubsequences: false)
        .map { NSRegularExpression.escapedPattern(for: String($0)) }.joined(separator: ".*"))
    let found = messages.filter { $0.prefixMatch(of: pattern) != nil }
    if found.isEmpty {
      failures.append("\(what) did not fail with a message starting \(start)")
    } else {
      print("self-test: \(what) fails, as it must:\n  " + found.joined(separator: "\n  "))
    }
  }
  return failures
}

/// A line of the probe whose removal leaves a declaration the sources use uncovered: a
/// `let _: T = …` line that is the probe's only use of it.
private func probeLine(_ clean: Guard) -> (path: String, line: Int, name: String)? {
  let used = Set(clean.uses.filter { $0.scope == .source && $0.kind == .use }.map(\.key))
  var places: [Use.Key: Set<[String]>] = [:]
  for use in clean.uses where use.scope == .probe && used.contains(use.key) {
    if case .declaration = use.key {
      places[use.key, default: []].insert([use.path, String(clean.place(use).line)])
    }
  }
  return places.compactMap { key, places in
    places.count == 1 ? (key: key, path: places.first![0], line: Int(places.first![1])!) : nil
  }.sorted { ($0.path, $0.line) < ($1.path, $1.line) }.first { candidate in
    let text =
      (try? String(contentsOfFile: clean.root + "/" + candidate.path, encoding: .utf8)) ?? ""
    let line = text.split(separator: "\n", omittingEmptySubsequences: false)[candidate.line - 1]
    return line.wholeMatch(of: /\s*let _: [^{}]* = [^{}]*/) != nil
      && !line.trimmingCharacters(in: .whitespaces).hasSuffix("=")
  }.map { ($0.path, $0.line, clean.describe($0.key, place: false)) }
}

/// The mistakes the self-test plants, in a temporary copy of the checkout, never in the repository.
private let plantPath = "Sources/BriskUIKit/GuardPlant.swift"
private let plant = """
  #if canImport(UIKit)
    import UIKit

    // Planted by .ci/check-uikit-api in a temporary copy of the checkout, never in the repository.
    @MainActor func guardPlantUnguarded(_ button: UIButton) {
      button.addAction(UIAction { _ in }, for: .touchUpInside)
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
      animator.programmerErrors
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
      switch recognizer.state {
      case .possible, .failed: false
      case .began, .changed, .ended, .cancelled: true
      }
    }
  #endif

  """
