// swift-tools-version:6.2
import Foundation
import PackageDescription

// Two host-dependent switches, neither set by a user's build (see CONTRIBUTING.md); the second,
// `BRISK_CORE_ONLY`, is at the end of this file. The first, `BRISK_UIKIT_STANDIN`, adds a test-only
// module named `UIKit`, so `BriskUIKit` can be compiled and tested on Linux. Its value is the
// platform the stand-in plays: `1` (or `iOS`) is iOS; `tvOS` and `visionOS` also define
// `BRISK_STANDIN_TVOS` or `BRISK_STANDIN_VISIONOS` in the stand-in, which then leaves out what
// that platform lacks (`.ci/check-platforms` builds BriskUIKit so). On a Mac, `none` adds
// `BriskUIKitTests` without the stand-in, to run against Apple's UIKit with `xcodebuild` and an iOS
// simulator or device (Tests/UIKitStandIn/README.md, "Running on a Mac"). A user's build never
// sets it, and on Apple platforms the real UIKit is used.
let standInPlatform = ProcessInfo.processInfo.environment["BRISK_UIKIT_STANDIN"]
let useUIKitStandIn = ["1", "iOS", "tvOS", "visionOS"].contains(standInPlatform ?? "")
let standInDefines: [SwiftSetting] =
  switch standInPlatform {
  case "tvOS": [.define("BRISK_STANDIN_TVOS")]
  case "visionOS": [.define("BRISK_STANDIN_VISIONOS")]
  default: []
  }
#if os(macOS)
  let testAgainstAppleUIKit = standInPlatform == "none"
#else
  let testAgainstAppleUIKit = false
#endif

// The `brisk` the spy plugins run. It is compiled from source, which adds about 3 s to a clean
// build, unless a prebuilt artifact bundle is named: `BRISK_SPY_BUNDLE` names one inside this
// package (`Scripts/artifact-bundle.sh` makes it), and a release tag pins its own by URL and
// checksum in `releasedSpyBundle` (CONTRIBUTING.md, "Releasing"). On `main` both are empty. The
// released bundle holds macOS and Linux on x86_64 and arm64; other hosts compile `brisk`.
let releasedSpyBundle = (
  url: "",
  checksum: ""
)
#if (os(macOS) || os(Linux)) && (arch(x86_64) || arch(arm64))
  let releasedSpyBundleRuns = !releasedSpyBundle.url.isEmpty
#else
  let releasedSpyBundleRuns = false
#endif
let spyBundle: Target? =
  if let path = ProcessInfo.processInfo.environment["BRISK_SPY_BUNDLE"], !path.isEmpty {
    .binaryTarget(name: "BriskSpyTool", path: path)
  } else if releasedSpyBundleRuns {
    .binaryTarget(
      name: "BriskSpyTool", url: releasedSpyBundle.url, checksum: releasedSpyBundle.checksum)
  } else {
    nil
  }
let spyTool: Target.Dependency = spyBundle == nil ? "brisk" : "BriskSpyTool"

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

var package = Package(
  name: "Brisk",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .visionOS(.v1)],
  products: [
    .library(name: "Brisk", targets: ["Brisk"]),
    .library(name: "BriskCore", targets: ["BriskCore"]),
    .library(name: "BriskFixtures", targets: ["BriskFixtures"]),
    .library(name: "BriskUIKit", targets: ["BriskUIKit"]),
    .library(name: "BriskSeams", targets: ["BriskSeams"]),
    .library(name: "BriskSpyKit", targets: ["BriskSpyKit"]),
    .executable(name: "brisk", targets: ["brisk"]),
    .plugin(name: "BriskSpyPlugin", targets: ["BriskSpyPlugin"]),
    .plugin(name: "BriskSpyCommand", targets: ["BriskSpyCommand"]),
  ],
  targets: [
    // The Swift lexer the spy generator and the inline snapshot rewriter share.
    .target(name: "BriskSwiftLexer", swiftSettings: swiftSettings),
    // Brisk's own API and engines; `BriskNimble` adds Nimble's spellings on top, through
    // `package` access only; `Brisk` re-exports both and the fixtures, so `import Brisk` is the
    // one import of a test file and the one line a Nimble user changes. Each README.md in a
    // target's folder is a contributor's note, not a source or a resource.
    .target(
      name: "BriskCore", dependencies: ["BriskSwiftLexer"],
      exclude: ["README.md", "Polling/README.md"], swiftSettings: swiftSettings),
    .target(name: "BriskNimble", dependencies: ["BriskCore"], swiftSettings: swiftSettings),
    .target(
      name: "Brisk", dependencies: ["BriskCore", "BriskNimble", "BriskFixtures"],
      swiftSettings: swiftSettings),
    // The seams production code uses (protocols and their UIKit implementations). It depends on
    // nothing else, so an app target can link it; the other modules link XCTest and Testing.
    .target(
      name: "BriskSeams",
      dependencies: useUIKitStandIn ? ["UIKit"] : [],
      swiftSettings: swiftSettings
    ),
    // The spies, with their conformances to the seams where UIKit exists. It re-exports BriskCore
    // and BriskSeams, never BriskNimble: `import Brisk` is the one import with Nimble's spellings.
    .target(
      name: "BriskFixtures",
      dependencies: ["BriskCore", "BriskSeams"]
        + (useUIKitStandIn ? ["UIKit"] : []),
      swiftSettings: swiftSettings
    ),
    .target(
      name: "BriskUIKit",
      dependencies: ["BriskFixtures", "BriskSeams"] + (useUIKitStandIn ? ["UIKit"] : []),
      swiftSettings: swiftSettings
    ),
    .target(
      name: "BriskSpyKit", dependencies: ["BriskSwiftLexer"], exclude: ["README.md"],
      swiftSettings: swiftSettings),
    .executableTarget(name: "brisk", dependencies: ["BriskSpyKit"], swiftSettings: swiftSettings),
    // Spies at build time for a test target, and `swift package brisk-spy`: both run `brisk`.
    .plugin(name: "BriskSpyPlugin", capability: .buildTool(), dependencies: [spyTool]),
    .plugin(
      name: "BriskSpyCommand",
      capability: .command(
        intent: .custom(verb: "brisk-spy", description: "Write spies into a test target"),
        permissions: [.writeToPackageDirectory(reason: "brisk-spy writes the spy files")]),
      dependencies: [spyTool]),
    .executableTarget(
      name: "brisk-bench",
      dependencies: ["Brisk", "BriskFixtures", "BriskSpyKit"],
      path: "Sources/BriskBench",
      swiftSettings: swiftSettings
    ),

    .target(
      name: "BriskTestSupport",
      dependencies: ["BriskCore"],
      path: "Tests/BriskTestSupport",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "BriskTests",
      dependencies: ["BriskCore", "BriskTestSupport"],
      // Golden snapshot files, read by path.
      exclude: ["Snapshots/__Snapshots__"],
      swiftSettings: swiftSettings
    ),
    // Nimble's spellings, on top of the core: the tests of BriskNimble, through `import Brisk`.
    .testTarget(
      name: "BriskNimbleTests",
      dependencies: ["Brisk", "BriskTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "BriskFixturesTests",
      dependencies: ["Brisk", "BriskFixtures", "BriskTestSupport"]
        + (useUIKitStandIn ? ["UIKit"] : []),
      // Golden snapshot files, read by path.
      exclude: ["Snapshots/__Snapshots__"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "BriskSeamsTests",
      dependencies: ["BriskSeams"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "BriskSwiftLexerTests",
      dependencies: ["BriskSwiftLexer"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "BriskSpyKitTests",
      dependencies: ["BriskSpyKit"],
      // Golden files, read by path; `.ci/check-templates` compiles them.
      exclude: ["Corpus", "Filled"],
      swiftSettings: swiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)

if let spyBundle {
  package.targets.append(spyBundle)
}

/// A test target in Swift 5 mode, as many app test targets still are: it evaluates BriskUIKit's
/// matchers off the main actor, which Swift 5 allows with at most a warning, and checks that they
/// fail with a message instead of stopping the run.
func swift5UIKitTests(dependencies: [Target.Dependency]) -> Target {
  .testTarget(
    name: "BriskUIKitSwift5Tests",
    dependencies: ["Brisk", "BriskUIKit"] + dependencies,
    swiftSettings: swiftSettings + [.swiftLanguageMode(.v5)]
  )
}

if useUIKitStandIn {
  package.targets += [
    .target(
      name: "UIKit", path: "Tests/UIKitStandIn", exclude: ["README.md"],
      swiftSettings: swiftSettings + standInDefines),
    .testTarget(
      name: "BriskUIKitTests",
      dependencies: ["Brisk", "BriskFixtures", "BriskUIKit", "BriskTestSupport", "UIKit"],
      // Golden snapshot files, read by path.
      exclude: ["Snapshots/__Snapshots__", "Scenarios/__Snapshots__"],
      swiftSettings: swiftSettings
    ),
    swift5UIKitTests(dependencies: ["UIKit"]),
  ]
} else if testAgainstAppleUIKit {
  // The same suite against Apple's UIKit, less the tests of the stand-in itself.
  package.targets.append(
    .testTarget(
      name: "BriskUIKitTests",
      dependencies: ["Brisk", "BriskFixtures", "BriskUIKit", "BriskTestSupport"],
      exclude: ["StandIn"],
      swiftSettings: swiftSettings
    ))
  package.targets.append(swift5UIKitTests(dependencies: []))
}

// `BRISK_CORE_ONLY=1` (CI's `.ci/check-core-alone`) keeps BriskCore and its tests alone, so BriskCore
// is shown to build and pass its own tests without the compatibility layer, BriskNimble.
if ProcessInfo.processInfo.environment["BRISK_CORE_ONLY"] == "1" {
  let core: Set<String> = ["BriskSwiftLexer", "BriskCore", "BriskTestSupport", "BriskTests"]
  package.targets.removeAll { !core.contains($0.name) }
  package.products.removeAll { $0.name != "BriskCore" }
}
