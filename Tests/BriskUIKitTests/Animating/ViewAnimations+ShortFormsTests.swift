import BriskUIKit
import Testing
import UIKit

/// Each short form forwards to the full requirement with UIKit's defaults: no options, no
/// completion.
@MainActor
@Suite struct ViewAnimationsShortFormsTests {
  private let animations: any ViewAnimations.Type = LoggingViewAnimations.self

  @Test func animateWithoutOptionsOrWithoutCompletion() {
    LoggingViewAnimations.reset()
    animations.animate(withDuration: 1, delay: 2) {}
    animations.animate(withDuration: 1, delay: 2, animations: {}, completion: { _ in })
    animations.animate(withDuration: 1, delay: 2, options: .repeat) {}
    #expect(
      LoggingViewAnimations.calls == [
        "animate(1.0, delay: 2.0, options: 0)",
        "animate(1.0, delay: 2.0, options: 0) +completion",
        "animate(1.0, delay: 2.0, options: 8)",
      ])
  }

  @Test func springWithoutOptionsOrWithoutCompletion() {
    LoggingViewAnimations.reset()
    animations.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 2
    ) {}
    animations.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 2,
      animations: {}, completion: { _ in })
    animations.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 2,
      options: .curveEaseOut
    ) {}
    #expect(
      LoggingViewAnimations.calls == [
        "spring(1.0, delay: 0.0, damping: 0.5, velocity: 2.0, options: 0)",
        "spring(1.0, delay: 0.0, damping: 0.5, velocity: 2.0, options: 0) +completion",
        "spring(1.0, delay: 0.0, damping: 0.5, velocity: 2.0, options: 131072)",
      ])
  }

  @Test func keyframesWithoutOptionsOrWithoutCompletion() {
    LoggingViewAnimations.reset()
    animations.animateKeyframes(withDuration: 2, delay: 0) {}
    animations.animateKeyframes(withDuration: 2, delay: 0, animations: {}, completion: { _ in })
    animations.animateKeyframes(withDuration: 2, delay: 0, options: .calculationModePaced) {}
    #expect(
      LoggingViewAnimations.calls == [
        "keyframes(2.0, delay: 0.0, options: 0)",
        "keyframes(2.0, delay: 0.0, options: 0) +completion",
        "keyframes(2.0, delay: 0.0, options: 2048)",
      ])
  }

  @Test func transitionWithoutOptionsOrWithoutCompletion() {
    LoggingViewAnimations.reset()
    let view = UIView()
    animations.transition(with: view, duration: 0.5, animations: nil)
    animations.transition(with: view, duration: 0.5, animations: {}, completion: { _ in })
    animations.transition(
      with: view, duration: 0.5, options: .transitionCrossDissolve, animations: nil)
    #expect(
      LoggingViewAnimations.calls == [
        "transition(0.5, options: 0)",
        "transition(0.5, options: 0) +completion",
        "transition(0.5, options: 5242880)",
      ])
  }

  /// Compiles only because `UIView`'s own methods, with their defaults, win over the short forms
  /// when called on `UIView`; otherwise these calls would be ambiguous.
  @Test func callsOnUIViewStayUnambiguous() {
    let view = UIView()
    UIView.animate(withDuration: 0.01, delay: 0) { view.alpha = 0.2 }
    UIView.transition(with: view, duration: 0.01, animations: { view.alpha = 0.1 })
    #expect(view.alpha == CGFloat(Float(0.1)))  // alpha is the layer's Float opacity
  }
}
