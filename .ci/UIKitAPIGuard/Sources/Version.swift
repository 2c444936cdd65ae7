/// A platform version as three numbers, so that 14, 14.0 and 14.0.0 compare equal.
struct Version: Comparable, Hashable, CustomStringConvertible {
  let parts: [Int]

  /// The version `text` spells (`14.0`, `13.4.1`, `16_4` as in `.v16_4`), or nil.
  init?(_ text: String) {
    let parts = text.split(whereSeparator: { $0 == "." || $0 == "_" }).map { Int($0) }
    guard !parts.isEmpty, parts.count <= 3, !parts.contains(nil) else { return nil }
    self.parts = (parts.compactMap { $0 } + [0, 0, 0]).prefix(3).map { $0 }
  }

  init(_ major: Int) { parts = [major, 0, 0] }

  static let zero = Version(0)

  /// 14.0 for (14, 0, 0), 13.4.1 for (13, 4, 1).
  var description: String {
    "\(parts[0]).\(parts[1])" + (parts[2] == 0 ? "" : ".\(parts[2])")
  }

  static func < (left: Version, right: Version) -> Bool {
    left.parts.lexicographicallyPrecedes(right.parts)
  }
}

/// The platforms the guard checks: those Package.swift declares that have UIKit.
let allPlatforms = ["iOS", "tvOS", "visionOS"]

/// The minimum version of each platform in `platforms:` of Package.swift (`.iOS(.v13)` or
/// `.iOS("13.0")`).
func deploymentTargets(_ manifest: String) throws(GuardError) -> [String: Version] {
  var targets: [String: Version] = [:]
  for platform in allPlatforms {
    let pattern = try! Regex(#"\.\#(platform)\(\s*(?:\.v(\d+(?:_\d+)*)|"([\d.]+)")\s*\)"#)
    guard let match = manifest.firstMatch(of: pattern),
      let spelled = (match.output[1].substring ?? match.output[2].substring),
      let version = Version(String(spelled))
    else {
      throw GuardError(
        "Package.swift declares no \(platform) deployment target; the guard needs one")
    }
    targets[platform] = version
  }
  return targets
}
