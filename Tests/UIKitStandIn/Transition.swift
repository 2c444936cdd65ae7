import Foundation

/// How the stand-in finishes a transition, as UIKit does: later, on the main queue.
///
/// An animated transition finishes after ``animatedDuration``; one without animation at the main
/// queue's next turn. Nothing is ever finished synchronously, so a test must wait for it.
@MainActor
enum Transition {
  /// About as long as UIKit's standard push and modal animations.
  static let animatedDuration: TimeInterval = 0.3

  /// Runs `finish` on the main queue once the transition would be over.
  static func perform(animated: Bool, _ finish: @escaping @MainActor () -> Void) {
    let delay = animated ? animatedDuration : 0
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
      MainActor.assumeIsolated(finish)
    }
  }
}
