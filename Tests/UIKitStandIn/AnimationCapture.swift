import Foundation

/// What a property animator's animations changed: for each view property it touched, the value it
/// had before, and the values it moves to, each over a window of the animator's timeline (0 to 1).
///
/// Plain changes cover the whole timeline; a keyframe covers its relative start and duration;
/// `addAnimations(_:delayFactor:)` starts at its delay factor. At a fraction of the timeline a
/// property has the value of the last window that has ended, moving linearly towards the value of
/// the window in progress; where windows of one property overlap, the one that starts first wins
/// until it ends.
@MainActor
final class AnimationCapture {
  private struct Key: Hashable {
    let view: ObjectIdentifier
    let property: AnimatedValue.Property
  }

  private struct Segment {
    let start: CGFloat
    let end: CGFloat
    var value: AnimatedValue
  }

  /// One property of one view. The view is retained, as UIKit's animator retains its blocks.
  private final class Track {
    let view: UIView
    let before: AnimatedValue
    var segments: [Segment] = []

    init(_ view: UIView, before: AnimatedValue) {
      self.view = view
      self.before = before
    }

    func value(at fraction: CGFloat) -> AnimatedValue {
      var value = before
      let ordered = segments.enumerated().sorted {
        ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
      }
      for (_, segment) in ordered {
        if fraction >= segment.end {
          value = segment.value
        } else if fraction > segment.start {
          let progress = (fraction - segment.start) / (segment.end - segment.start)
          return value.interpolated(to: segment.value, progress)
        } else {
          break
        }
      }
      return value
    }
  }

  private var tracks: [Track] = []
  private var trackIndex: [Key: Int] = [:]

  /// The part of the timeline that changes made now move over.
  var window: (start: CGFloat, end: CGFloat) = (0, 1)

  /// The completions of `UIView` animations started inside the animator's animations, which end
  /// with it.
  var completions: [(Bool) -> Void] = []

  /// Whether any property changed.
  var isEmpty: Bool {
    tracks.isEmpty
  }

  /// Records that `view`'s property changed from `old` to `new` in the current window.
  func record(_ view: UIView, from old: AnimatedValue, to new: AnimatedValue) {
    let key = Key(view: ObjectIdentifier(view), property: new.property)
    let track: Track
    if let index = trackIndex[key] {
      track = tracks[index]
    } else {
      track = Track(view, before: old)
      trackIndex[key] = tracks.count
      tracks.append(track)
    }
    if let last = track.segments.last, last.start == window.start, last.end == window.end {
      track.segments[track.segments.count - 1].value = new
    } else {
      track.segments.append(Segment(start: window.start, end: window.end, value: new))
    }
  }

  /// Sets every property that changed to its value at `fraction` of the timeline.
  func apply(at fraction: CGFloat) {
    for track in tracks { track.value(at: fraction).apply(to: track.view) }
  }

  /// Forgets the changes, releasing the views.
  func clear() {
    tracks = []
    trackIndex = [:]
    completions = []
  }
}
