#if canImport(UIKit)
  import BriskFixtures
  public import UIKit

  /// Steps a property animator through `frames` evenly spaced points from start to end, handing
  /// `body` each frame, then finishes it cleanly.
  ///
  /// Each ``AnimationFrame`` has the progress, a stable name for a snapshot file, and
  /// `presentation(of:)`, what a view shows at that point. On iOS a paused animator leaves the
  /// views' own properties at their end values from the start and moves only their presentation
  /// layers, so check or snapshot what is on screen, not the model:
  ///
  /// ```swift
  /// withKeyWindow(hosting: screen) { _ in
  ///   stepThrough(screen.pulseAnimator(), frames: 11) { frame in
  ///     expect(frame.presentation(of: screen.card).alpha).to(beCloseTo(1 - frame.progress))
  ///   }
  /// }
  /// ```
  ///
  /// The views must be in a visible window, as on a device: a layer that was never on screen has
  /// no presentation. Keyframe animations step too: run them inside the property animator
  /// (`UIView.animateKeyframes` in its animations block).
  ///
  /// The animator is paused (which runs its animations if it was inactive), its
  /// `fractionComplete` set to 0, 1/(frames − 1), … 1 with the transaction flushed
  /// (`CATransaction.flush()`) so the presentation layers are current, and afterwards stopped
  /// without finishing and finished at the current position, the end, so its completions run with
  /// `.current`. It is never left paused or stopped, which UIKit treats as an error when the
  /// animator is released. If `body` throws, the animator is still finished before the error
  /// propagates.
  ///
  /// Bad input is reported at the caller's line and never traps:
  ///
  /// ```text
  /// stepThrough(frames: 1) needs at least 2 frames, the start and the end; nothing was stepped
  /// stepThrough needs an inactive or active animator, got a stopped one; finish it with finishAnimation(at:) first
  /// stepThrough could not step to animation_04: the animator is no longer paused (it is stopped)
  /// stepThrough: <UIView> has no presentation layer at animation_00: it is not in a visible window, so nothing of it is on screen; host it in one (withKeyWindow) to step through what it shows
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
  ///   - body: Called at each frame.
  @MainActor
  public func stepThrough(
    _ animator: UIViewPropertyAnimator,
    frames: Int = 11,
    named prefix: String = "animation",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: (AnimationFrame) throws -> Void
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
    let reporter = FrameReporter(location: location)
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
      CATransaction.flush()
      try body(AnimationFrame(progress: progress, name: name, reporter: reporter))
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
