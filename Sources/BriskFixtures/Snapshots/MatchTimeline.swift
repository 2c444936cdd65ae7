extension VirtualTimeAnimator {
  /// Moves the clock from now to the end of the last pending animation in `frames` even steps,
  /// rendering with `render` at each, and returns the timeline's text. The animations are
  /// finished afterwards.
  package func timelineText(frames: Int, _ render: () -> String) throws -> String {
    guard frames >= 2 else {
      throw SnapshotRenderingFailure(
        "matchTimeline(frames: \(frames)) needs at least 2 frames, the start and the end; "
          + "nothing was stepped")
    }
    guard !runsOnClock else {
      throw SnapshotRenderingFailure(
        "matchTimeline steps an animator's own time, and this VirtualTimeAnimator runs on a "
          + "VirtualClock; make it with VirtualTimeAnimator() to match its timeline")
    }
    guard let end = timelineEnd else {
      throw SnapshotRenderingFailure(
        "the VirtualTimeAnimator has no pending animation to step through")
    }
    let start = now
    var rendered: [(progress: Double, text: String)] = []
    for index in 0..<frames {
      let progress = Double(index) / Double(frames - 1)
      let target = index == frames - 1 ? end : start + progress * (end - start)
      advance(by: max(0, target - now))
      rendered.append((progress, render()))
    }
    return TimelineText.render(rendered)
  }
}

/// Steps the animations pending on a ``VirtualTimeAnimator`` from now to their end and compares
/// `view`'s rendering at every frame with one golden file, labelled by progress (`0.0`, `0.1`,
/// … `1.0`). The animations are finished afterwards.
///
/// ```swift
/// let animator = VirtualTimeAnimator()
/// card.slideIn(animator: animator)
/// expect(animator).to(matchTimeline(of: card, frames: 11))
/// ```
///
/// The file lives where `matchSnapshot()` puts it, and is recorded the same way. A difference
/// names its first frame and property above the line diff (`first difference: progress 0.5,
/// scale: 1.5 in the snapshot, 1.2 now`), or says first that the number of frames changed:
///
/// ```text
/// expected to match timeline __Snapshots__/CardTests/slidesIn.1.txt
/// the snapshot has 2 frames, the animation now 3
/// difference (- expected, + actual), first at line 4, column 10:
/// …
/// expected to match timeline __Snapshots__/CardTests/slidesIn.1.txt, got no timeline: the VirtualTimeAnimator has no pending animation to step through
/// expected to match timeline __Snapshots__/CardTests/slidesIn.1.txt, got no timeline: matchTimeline(frames: 1) needs at least 2 frames, the start and the end; nothing was stepped
/// expected to match a timeline, got <nil>
/// ```
/// - Parameters:
///   - view: The object to render at each frame, with `snapshotDump(_:)`. `BriskUIKit` renders
///     a `UIView` as a view tree instead.
///   - frames: How many frames, at least 2: the start, the end and evenly spaced ones between.
///   - name: Names the file `<test name>.<name>.txt` instead of counting.
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path, whose folder holds `__Snapshots__`; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - function: The caller's function; leave the default.
/// - Returns: The matcher.
@MainActor
public func matchTimeline<View>(
  of view: View,
  frames: Int = 11,
  named name: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  function: StaticString = #function
) -> Matcher<VirtualTimeAnimator> {
  let format = SnapshotFormat<VirtualTimeAnimator>.timeline { animator in
    try MainActor.assumeIsolated {
      try animator.timelineText(frames: frames) { snapshotDump(view) }
    }
  }
  return matchSnapshot(
    named: name, as: format, fileID: fileID, filePath: filePath, line: line, column: column,
    function: function)
}

extension SnapshotFormat {
  /// A timeline: `render` steps the animation and returns `TimelineText`; a difference names
  /// its first frame and property.
  package static func timeline(_ render: @escaping (Value) throws -> String) -> Self {
    var format = SnapshotFormat(explain: TimelineText.explain, render: render)
    format.kind = "timeline"
    return format
  }
}
