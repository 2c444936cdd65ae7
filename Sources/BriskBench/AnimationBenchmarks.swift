import BriskFixtures
import Foundation

/// The cost of Brisk's fake animators, against the real durations they replace.
enum AnimationBenchmarks {
  static func run() {
    MainActor.assumeIsolated { measure() }
  }

  @MainActor private static func measure() {
    print("animations: fake animators (release build, median of 15 batches)")
    final class View { var alpha = 0.0 }
    let view = View()

    let count = 10_000
    let immediate = Measure.perOperation(operations: count) {
      let animator = ImmediateAnimator()
      for index in 0..<count {
        animator.animate(
          withDuration: 0.3, animations: { view.alpha = Double(index) }, completion: { _ in })
      }
      blackHole(animator)
    }
    Measure.report(
      "ImmediateAnimator, one animation (µs)", immediate.map { $0 / 1_000 }, unit: "µs",
      target: "target <= 2 µs")

    let pending = 1_000
    var advances: [Double] = []
    for _ in 0..<15 {
      let animator = VirtualTimeAnimator()
      for index in 0..<pending {
        animator.animate(
          withDuration: 0.3, delay: Double(index) / 1_000, options: [],
          animations: { view.alpha = Double(index) }, completion: { _ in })
      }
      let start = Measure.now()
      animator.advance(by: 2)
      advances.append(Double(Measure.now() - start) / 1e6)
      blackHole(animator)
    }
    Measure.report(
      "VirtualTimeAnimator.advance(by:), 1,000 pending", advances, unit: "ms",
      target: "target <= 1 ms")

    let perAnimation = Measure.median(immediate) / 1e9
    print(
      String(
        format:
          "  waiting out 1,000 real 0.3 s animations takes 300 s; the immediate fake takes %.4f s",
        perAnimation * 1_000))
  }
}
