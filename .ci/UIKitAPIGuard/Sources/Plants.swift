import Foundation

/// The mistakes the self-test plants, in a temporary copy of the checkout, never in the repository.
enum Plants {
  static let path = "Sources/BriskUIKit/GuardPlant.swift"
  static let text = """
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
  /// iOS. The compiler checks this one, against the built stand-in module: no AST needed.
  static let switchPath = "Sources/BriskUIKit/GuardSwitchPlant.swift"
  static let switchText = """
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

  /// The 1-based line of `text` that holds `marker`.
  static func line(of marker: String, in text: String) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
      $0.contains(marker)
    }! + 1
  }

  /// Type-checks the switch plant in `root` against the stand-in's `modules`; `expect` says what
  /// fails to fail.
  static func checkSwitch(
    in root: String, modules: String, _ expect: ([String], String, String) -> [String]
  ) throws -> [String] {
    try switchText.write(toFile: root + "/" + switchPath, atomically: false, encoding: .utf8)
    let checked = try Command.run(
      ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, switchPath], in: root)
    let diagnostics = (checked.output + checked.errors).split(separator: "\n").map(String.init)
      .filter { $0.contains("error: ") || $0.contains("warning: ") }
    let line = line(of: "NO UNKNOWN DEFAULT", in: switchText)
    return expect(
      diagnostics,
      #"\#(escaped(switchPath)):\#(line):\d+: (error|warning): .*(unknown|exhaustive)"#,
      "a switch over UIGestureRecognizer.State without @unknown default")
  }
}
