#if canImport(UIKit)
  import BriskFixtures
  public import UIKit

  /// Steps a property animator through `frames` evenly spaced points from start to end, calling
  /// `body` at each with the progress and a stable frame name, then finishes it cleanly.
  ///
  /// Use it to snapshot every frame of an animation with the snapshot library of your choice, or
  /// to check the state at each step. Keyframe animations step too: run them inside the property
  /// animator (`UIView.animateKeyframes` in its animations block).
  ///
  /// ```swift
  /// stepThrough(button.pulseAnimator(), frames: 11) { progress, name in
  ///   assertSnapshot(of: button, as: .image, named: name)   // animation_00 … animation_10
  /// }
  /// ```
  ///
  /// The animator is paused (which runs its animations if it was inactive), its
  /// `fractionComplete` set to 0, 1/(frames − 1), … 1, and afterwards stopped without finishing
  /// and finished at the current position, the end, so its completions run with `.current`.
  /// If `body` throws, the animator is still finished before the error propagates.
  ///
  /// Bad input is reported at the caller's line and never traps:
  ///
  /// ```text
  /// stepThrough(frames: 1) needs at least 2 frames, the start and the end; nothing was stepped
  /// stepThrough needs an inactive or active animator, got a stopped one; finish it with finishAnimation(at:) first
  /// stepThrough could not step to animation_04: the animator is no longer paused (it is stopped)
  /// ```
  /// - Parameters:
  ///   - animator: The animator to step; inactive, running or paused.
  ///   - frames: How many frames, at least 2: the start, the end and evenly spaced ones between.
  ///   - prefix: The start of each frame's name; names are `prefix_00`, `prefix_01` …, zero-padded
  ///     to the same width.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - body: Called at each frame with its progress, from 0 to 1, and its name.
  @MainActor
  public func stepThrough(
    _ animator: UIViewPropertyAnimator,
    frames: Int = 11,
    named prefix: String = "animation",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: (_ progress: CGFloat, _ name: String) throws -> Void
  ) rethrows {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard frames >= 2 else {
      return fail(
        "stepThrough(frames: \(frames)) needs at least 2 frames, the start and the end; "
          + "nothing was stepped", at: location)
    }
    guard animator.state != .stopped else {
      return fail(
        "stepThrough needs an inactive or active animator, got a stopped one; "
          + "finish it with finishAnimation(at:) first", at: location)
    }
    animator.pauseAnimation()
    defer { finishCleanly(animator) }
    let width = max(2, String(frames - 1).count)
    for index in 0..<frames {
      let name = "\(prefix)_" + zeroPadded(index, to: width)
      guard animator.state == .active, !animator.isRunning else {
        return fail(
          "stepThrough could not step to \(name): the animator is no longer paused "
            + "(it is \(describe(animator)))", at: location)
      }
      let progress = CGFloat(index) / CGFloat(frames - 1)
      animator.fractionComplete = progress
      try body(progress, name)
    }
  }

  /// Pauses, stops without finishing and finishes at the current position, each only where
  /// UIKit allows it from the animator's state.
  @MainActor
  private func finishCleanly(_ animator: UIViewPropertyAnimator) {
    if animator.state == .active {
      animator.pauseAnimation()
      animator.stopAnimation(false)
    }
    if animator.state == .stopped { animator.finishAnimation(at: .current) }
  }

  /// The animator's state in words. An `if` chain, not a `switch`: UIKit's enum is open to new
  /// cases and the stand-in's is not, so no `switch` compiles without a warning on both.
  @MainActor
  private func describe(_ animator: UIViewPropertyAnimator) -> String {
    if animator.state == .stopped { return "stopped" }
    if animator.state == .inactive { return "inactive" }
    return animator.isRunning ? "running" : "paused"
  }

  private func zeroPadded(_ number: Int, to width: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
#endif
