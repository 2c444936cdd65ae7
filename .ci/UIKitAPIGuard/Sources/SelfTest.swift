import Foundation

/// Plants mistakes in a copy of the checkout (reusing the dumps of the stand-in and BriskSeams);
/// returns what did not fail as it must.
func selfTest(_ clean: Guard, work: String) throws -> [String] {
  let root = work + "/planted"
  try? disk.removeItem(atPath: root)
  for folder in ["/Sources", "/Tests"] {
    try disk.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
  }
  for path in [
    "Package.swift", Guard.standIn, Guard.probe, "Sources/BriskSeams", "Sources/BriskUIKit",
  ] {
    try disk.copyItem(atPath: clean.root + "/" + path, toPath: root + "/" + path)
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
    only: ["UIKit", "BriskSeams", "BriskUIKit", "UIKitProbe"],
    reuse: clean.dumps.filter { ["UIKit", "BriskSeams"].contains($0.key) }
  ).report()
  // The switch, in the same copy once the guard has read it, is type-checked by itself.
  try switchPlant.write(toFile: root + "/" + switchPlantPath, atomically: false, encoding: .utf8)
  let flags = ["-typecheck", "-swift-version", "6", "-I", clean.scratch + "/debug/Modules"]
  let checked = try start(["swiftc"] + flags + [switchPlantPath], in: root)()
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
  // A mistake fails as it must when one of its messages starts with `start` (`…`: any text).
  func expect(_ what: String, _ messages: [String], _ start: String) {
    let pattern = start.split(separator: "…", omittingEmptySubsequences: false)
      .map { NSRegularExpression.escapedPattern(for: String($0)) }.joined(separator: ".*")
    let found = messages.filter { $0.prefixMatch(of: try! Regex(pattern)) != nil }
    if found.isEmpty {
      failures.append("\(what) did not fail with a message starting \(start)")
    } else {
      print("self-test: \(what) fails, as it must:\n  " + found.joined(separator: "\n  "))
    }
  }
  expect(
    "an unguarded iOS 14 call in BriskUIKit", problems,
    "\(plantPath):6:…: error: 'UIControl.addAction(_:for:)' (\(Guard.standIn)/…) is only available in iOS 14.0"
  )
  expect(
    "stand-in-only API in BriskUIKit", problems,
    "\(plantPath):23:…: error: 'UIViewPropertyAnimator.programmerErrors' (\(Guard.standIn)/…) is not in the UIKit probe"
  )
  if let removed {
    expect(
      "taking \(removed.path):\(removed.line) out of the probe", problems,
      "Sources/…: error: \(removed.name) (\(Guard.standIn)/…) is not in the UIKit probe")
  }
  expect(
    "a switch over UIGestureRecognizer.State without @unknown default", diagnostics,
    "\(switchPlantPath):6:…unknown")
  return failures
}

/// A `let _: T = …` line of the probe that is its only use of something the sources use.
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

private let plantPath = "Sources/BriskUIKit/GuardPlant.swift"
private let header = """
  #if canImport(UIKit)
    import UIKit

    // Planted by .ci/check-uikit-api in a temporary copy of the checkout, never in the repository.

  """
private let plant =
  header + """
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

/// The stand-in's imported enums are `@nonexhaustive`: the compiler must reject this switch.
private let switchPlantPath = "Sources/BriskUIKit/GuardSwitchPlant.swift"
private let switchPlant =
  header + """
      @MainActor func guardPlantSwitch(_ recognizer: UIGestureRecognizer) -> Bool {
        switch recognizer.state {
        case .possible, .failed: false
        case .began, .changed, .ended, .cancelled: true
        }
      }
    #endif

    """
