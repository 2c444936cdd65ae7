#if canImport(UIKit)
  public import BriskFixtures
  public import UIKit

  /// Plays a property animator on a `VirtualClock`: its progress follows the clock, frame by
  /// frame, so one `await clock.advance(by:)` moves it together with timers, sleepers and other
  /// animations on the clock.
  ///
  /// ```swift
  /// let clock = VirtualClock()
  /// await withKeyWindow(hosting: screen) { _ in
  ///   play(screen.fadeAnimator(duration: 1), on: clock)
  ///   await clock.advance(by: .seconds(0.5))
  ///   expect(screen.card.layer.presentation()?.opacity).to(beCloseTo(0.5))
  /// }
  /// ```
  ///
  /// The animator is paused at once (which runs its animations if it was inactive); then, as the
  /// clock moves, its `fractionComplete` is set to the time since this call over its `duration`
  /// at every frame, `framesPerSecond` of them a second of virtual time, with the transaction
  /// flushed so the presentation layers are current, as a display link would drive it. When
  /// the clock reaches the duration it is stopped without finishing and finished at the end, so
  /// its completions run with `.end`, as a running animator's do. Cancel the returned timer to
  /// stop sooner: the animator is then finished at its current position, never left paused.
  ///
  /// Bad input is reported at the caller's line and plays nothing:
  ///
  /// ```text
  /// play(framesPerSecond: 0) needs at least 1 frame a second; nothing was played
  /// play needs an inactive or active animator, got a stopped one; finish it with finishAnimation(at:) first
  /// ```
  /// - Parameters:
  ///   - animator: The animator to play; inactive, running or paused.
  ///   - clock: The clock the test advances.
  ///   - framesPerSecond: How often its progress is set, per second of virtual time.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: The frames' timer, to stop the animation before its end.
  @available(iOS 16, tvOS 16, visionOS 1, *)
  @MainActor
  @discardableResult
  public func play(
    _ animator: UIViewPropertyAnimator,
    on clock: VirtualClock,
    framesPerSecond: Int = 60,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> ScheduledTimer {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard framesPerSecond >= 1 else {
      fail(
        "play(framesPerSecond: \(framesPerSecond)) needs at least 1 frame a second; nothing was "
          + "played", at: location)
      return ScheduledTimer {}
    }
    guard animator.state != .stopped else {
      fail(
        "play needs an inactive or active animator, got a stopped one; finish it with "
          + "finishAnimation(at:) first", at: location)
      return ScheduledTimer {}
    }
    let scheduler = VirtualTimerScheduler(
      clock: clock, fileID: fileID, filePath: filePath, line: line, column: column)
    let duration = animator.duration
    animator.pauseAnimation()
    animator.fractionComplete = 0
    CATransaction.flush()
    var frame = 0
    let frames = scheduler.schedule(every: 1 / Double(framesPerSecond)) { _ in
      frame += 1
      let elapsed = Double(frame) / Double(framesPerSecond)
      guard elapsed < duration, animator.state == .active else { return }
      animator.fractionComplete = CGFloat(elapsed / duration)
      CATransaction.flush()
    }
    let end = scheduler.schedule(after: duration) {
      frames.cancel()
      finish(animator, atEnd: true)
    }
    return ScheduledTimer {
      frames.cancel()
      end.cancel()
      finish(animator, atEnd: false)
    }
  }

  /// Stops the animator without finishing and finishes it at its end or where it is, each only
  /// where UIKit allows it from the animator's state.
  @MainActor
  private func finish(_ animator: UIViewPropertyAnimator, atEnd: Bool) {
    if animator.state == .active {
      if atEnd { animator.fractionComplete = 1 }
      animator.pauseAnimation()
      animator.stopAnimation(false)
    }
    if animator.state == .stopped { animator.finishAnimation(at: atEnd ? .end : .current) }
  }
#endif
