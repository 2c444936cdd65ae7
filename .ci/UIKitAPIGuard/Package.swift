// swift-tools-version:6.2
import PackageDescription

// The UIKit API guard (README.md beside this file), which `.ci/check-uikit-api` builds and runs:
// a package of its own, outside Brisk's, that depends on no package.
let package = Package(
  name: "UIKitAPIGuard",
  targets: [.executableTarget(name: "uikit-api-guard", path: "Sources")],
  swiftLanguageModes: [.v6]
)
