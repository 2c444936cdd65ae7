// swift-tools-version:6.0
import Foundation
import PackageDescription

// The one host-dependent switch (see CONTRIBUTING.md): `BRISK_UIKIT_STANDIN=1` adds a test-only
// module named `UIKit`, so `BriskUIKit` can be compiled and tested on Linux. A user's build never
// sets it, and on Apple platforms the real UIKit is used.
let useUIKitStandIn = ProcessInfo.processInfo.environment["BRISK_UIKIT_STANDIN"] == "1"

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

var package = Package(
  name: "Brisk",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .visionOS(.v1)],
  products: [
    .library(name: "Brisk", targets: ["Brisk"]),
    .library(name: "BriskFixtures", targets: ["BriskFixtures"]),
    .library(name: "BriskUIKit", targets: ["BriskUIKit"]),
    .library(name: "BriskSeams", targets: ["BriskSeams"]),
    .library(name: "BriskSpyKit", targets: ["BriskSpyKit"]),
    .executable(name: "brisk", targets: ["brisk"]),
    .plugin(name: "BriskSpyPlugin", targets: ["BriskSpyPlugin"]),
    .plugin(name: "BriskSpyCommand", targets: ["BriskSpyCommand"]),
  ],
  targets: [
    .target(name: "Brisk", swiftSettings: swiftSettings),
    // The seams production code uses (protocols and their UIKit implementations). It depends on
    // nothing else, so an app target can link it; the other modules link XCTest and Testing.
    .target(
      name: "BriskSeams",
      dependencies: useUIKitStandIn ? ["UIKit"] : [],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "BriskFixtures", dependencies: ["Brisk", "BriskSeams"], swiftSettings: swiftSettings),
    .target(
      name: "BriskUIKit",
      dependencies: ["Brisk", "BriskFixtures", "BriskSeams"] + (useUIKitStandIn ? ["UIKit"] : []),
      swiftSettings: swiftSettings
    ),
    .target(name: "BriskSpyKit", swiftSettings: swiftSettings),
    .executableTarget(name: "brisk", dependencies: ["BriskSpyKit"], swiftSettings: swiftSettings),
    // Spies at build time for a test target, and `swift package brisk-spy`: both run `brisk`.
    .plugin(name: "BriskSpyPlugin", capability: .buildTool(), dependencies: ["brisk"]),
    .plugin(
      name: "BriskSpyCommand",
      capability: .command(
        intent: .custom(verb: "brisk-spy", description: "Write spies into a test target"),
        permissions: [.writeToPackageDirectory(reason: "brisk-spy writes the spy files")]),
      dependencies: ["brisk"]),
    .executableTarget(
      name: "brisk-bench",
      dependencies: ["Brisk", "BriskFixtures", "BriskSpyKit"],
      path: "Sources/BriskBench",
      swiftSettings: swiftSettings
    ),

    .target(
      name: "BriskTestSupport",
      dependencies: ["Brisk"],
      path: "Tests/BriskTestSupport",
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "BriskTests",
      dependencies: ["Brisk", "BriskTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "BriskFixturesTests",
      dependencies: ["Brisk", "BriskFixtures", "BriskTestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "BriskSeamsTests",
      dependencies: ["BriskSeams"],
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

if useUIKitStandIn {
  package.targets += [
    .target(name: "UIKit", path: "Tests/UIKitStandIn", swiftSettings: swiftSettings),
    .testTarget(
      name: "BriskUIKitTests",
      dependencies: ["Brisk", "BriskFixtures", "BriskUIKit", "BriskTestSupport", "UIKit"],
      swiftSettings: swiftSettings
    ),
  ]
}
