import UIKit

/// A target for gesture recognizers in tests: it logs each action it receives with the state the
/// recognizer reports.
@MainActor
final class GestureTarget: NSObject {
  static let handleAction = Selector(standIn: "handle:", GestureTarget.handle)
  static let refreshAction = Selector(standIn: "refresh", GestureTarget.refresh)

  let name: String
  private(set) var received: [String] = []
  /// Runs on each `handle(_:)`, after it is logged.
  var onHandle: (UIGestureRecognizer) -> Void = { _ in }

  init(_ name: String = "target") {
    self.name = name
  }

  func handle(_ recognizer: UIGestureRecognizer) {
    received.append("\(name) \(recognizer.state.rawValue)")
    onHandle(recognizer)
  }

  func refresh() {
    received.append("\(name) refresh")
  }
}
