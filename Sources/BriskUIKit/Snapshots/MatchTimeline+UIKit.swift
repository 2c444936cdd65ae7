#if canImport(UIKit)
  import BriskFixtures
  public import UIKit

  /// Steps a property animator through `frames` evenly spaced points, as
  /// ``stepThrough(_:frames:named:fileID:filePath:line:column:_:)`` does, and compares what
  /// `view` and its subviews show at each (their presentation layers) with one golden file,
  /// each frame labelled by its progress (`0.0`, `0.1`, … `1.0`). The animator is left finished.
  ///
  /// ```swift
  /// withKeyWindow(hosting: screen) { _ in
  ///   expect(screen.cardAnimator()).to(matchTimeline(of: screen.view, frames: 11))
  /// }
  /// ```
  ///
  /// The views must be on screen, in a visible window, to have presentation layers. A difference
  /// names its first frame, the view and the property above the line diff; a problem stepping
  /// fails the check with `stepThrough`'s message:
  ///
  /// ```text
  /// expected to match timeline __Snapshots__/PanelTests/hides.1.txt
  /// first difference: progress 0.5, UIView > UIButton, alpha: 0.5 in the snapshot, 0.75 now
  /// difference (- expected, + actual), first at line 7, column 44:
  /// …
  /// expected to match timeline __Snapshots__/CardTests/hides.1.txt, got no timeline: stepThrough(frames: 1) needs at least 2 frames, the start and the end; nothing was stepped
  /// expected to match a timeline, got <nil>
  /// ```
  /// - Parameters:
  ///   - view: The root of the view tree to render at each frame.
  ///   - frames: How many frames, at least 2: the start, the end and evenly spaced ones between.
  ///   - name: Names the file `<test name>.<name>.txt` instead of counting.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path, whose folder holds `__Snapshots__`; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - function: The caller's function; leave the default.
  /// - Returns: The matcher.
  @MainActor
  public func matchTimeline(
    of view: UIView,
    frames: Int = 11,
    named name: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: StaticString = #function
  ) -> Matcher<UIViewPropertyAnimator> {
    let format = SnapshotFormat<UIViewPropertyAnimator>.timeline { animator in
      try MainActorRead.onMainActor("matchTimeline(of:)") {
        var rendered: [(progress: Double, text: String)] = []
        let failures = withFailureCollection {
          stepThrough(
            animator, frames: frames, fileID: fileID, filePath: filePath, line: line,
            column: column
          ) { frame in
            let text = viewTreeText(of: view) { frame.presentation(of: $0) }
            rendered.append((Double(frame.progress), text))
          }
        }
        if let failure = failures.first { throw SnapshotRenderingFailure(failure.message) }
        return TimelineText.render(rendered)
      }
    }
    return matchSnapshot(
      named: name, as: format, fileID: fileID, filePath: filePath, line: line, column: column,
      function: function)
  }

  /// Steps the animations pending on a `VirtualTimeAnimator` to their end and compares the
  /// view tree at every frame with one golden file, as `matchTimeline(of:frames:)` does for a
  /// property animator.
  ///
  /// A fake animator runs the animation blocks on the views' own properties, so each frame shows
  /// the model values.
  /// - Parameters:
  ///   - view: The root of the view tree to render at each frame.
  ///   - frames: How many frames, at least 2: the start, the end and evenly spaced ones between.
  ///   - name: Names the file `<test name>.<name>.txt` instead of counting.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path, whose folder holds `__Snapshots__`; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - function: The caller's function; leave the default.
  /// - Returns: The matcher.
  @MainActor
  public func matchTimeline(
    of view: UIView,
    frames: Int = 11,
    named name: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: StaticString = #function
  ) -> Matcher<VirtualTimeAnimator> {
    let format = SnapshotFormat<VirtualTimeAnimator>.timeline { animator in
      try MainActorRead.onMainActor("matchTimeline(of:)") {
        try animator.timelineText(frames: frames) { viewTreeText(of: view) }
      }
    }
    return matchSnapshot(
      named: name, as: format, fileID: fileID, filePath: filePath, line: line, column: column,
      function: function)
  }
#endif
