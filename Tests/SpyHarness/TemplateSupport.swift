// The protocols and types the filled templates in Tests/BriskSpyKitTests/Filled conform to:
// what a user would declare in their app.
import Foundation

struct Recipe: Equatable, Sendable {
  var name: String
}

@MainActor
protocol RecipeNavigating: AnyObject {
  func showRecipe(for recipe: Recipe)
  func showFavorites()
  func canClose() -> Bool
}

/// A stand-in for UIViewController: main-actor isolated, equal by identity.
@MainActor
final class ScreenController: Equatable {
  let title: String

  init(title: String) {
    self.title = title
  }

  nonisolated static func == (lhs: ScreenController, rhs: ScreenController) -> Bool {
    lhs === rhs
  }
}

@MainActor
protocol ScreenPresenting {
  func present(_ controller: ScreenController, animated: Bool, completion: (() -> Void)?)
  func dismiss(animated: Bool, completion: (() -> Void)?)
  func push(_ controller: ScreenController, animated: Bool)
  func pop(animated: Bool)
}

@MainActor
protocol CardAnimations {
  static func animate(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)?
  )
}

/// A view that animates through a static wrapper, as the animations template describes.
@MainActor
final class CardView {
  var animations: any CardAnimations.Type
  private(set) var isFlipped = false
  private(set) var finishedFlips = 0

  init(animations: any CardAnimations.Type) {
    self.animations = animations
  }

  func flip(duration: TimeInterval = 0.3) {
    animations.animate(
      withDuration: duration, delay: 0, animations: { self.isFlipped.toggle() },
      completion: { finished in if finished { self.finishedFlips += 1 } })
  }
}

@MainActor
protocol AlbumAlerting {
  func showError(_ message: String)
  func confirmDeletion(of name: String, onConfirm: @escaping () -> Void)
}

/// A screen that shows its alerts through its own protocol, as the alert template describes.
@MainActor
final class AlbumScreen {
  let alerts: any AlbumAlerting
  private(set) var albums = ["Holiday", "Work"]

  init(alerts: any AlbumAlerting) {
    self.alerts = alerts
  }

  func deleteTapped(_ name: String) {
    alerts.confirmDeletion(of: name) { self.albums.removeAll { $0 == name } }
  }

  func saveFailed() {
    alerts.showError("The disk is full.")
  }
}
