import Foundation

/// What a property animator's animations changed: for each view property it touched, a
/// `LayerAnimation` that the view's layer shows while the animator is active.
///
/// Plain changes cover the whole timeline; a keyframe covers its relative start and duration;
/// `addAnimations(_:delayFactor:)` starts at its delay factor. The changes themselves set the
/// views' model values, so the model holds the end values from the start, as on iOS.
@MainActor
final class AnimationCapture {
  private struct Key: Hashable {
    let view: ObjectIdentifier
    let property: AnimatedValue.Property
  }

  /// One property of one view. The view is retained, as UIKit's animator retains its blocks.
  private struct Track {
    let view: UIView
    let animation: LayerAnimation
  }

  private var tracks: [Track] = []
  private var trackIndex: [Key: Int] = [:]

  /// Where the animator is on its timeline.
  let clock = AnimationClock()

  /// The part of the timeline that changes made now move over.
  var window: (start: CGFloat, end: CGFloat) = (0, 1)

  /// The completions of `UIView` animations started inside the animator's animations, which end
  /// with it.
  var completions: [(Bool) -> Void] = []

  /// Whether any property changed.
  var isEmpty: Bool {
    tracks.isEmpty
  }

  /// Records that `view`'s property changed from `old` to `new` in the current window, and shows
  /// the change on the view's layer.
  func record(_ view: UIView, from old: AnimatedValue, to new: AnimatedValue) {
    let key = Key(view: ObjectIdentifier(view), property: new.property)
    let animation: LayerAnimation
    if let index = trackIndex[key] {
      animation = tracks[index].animation
    } else {
      animation = LayerAnimation(before: old, clock: clock)
      trackIndex[key] = tracks.count
      tracks.append(Track(view: view, animation: animation))
    }
    let segments = animation.segments
    if let last = segments.last, last.start == window.start, last.end == window.end {
      animation.segments[segments.count - 1].value = new
    } else {
      animation.segments.append(.init(start: window.start, end: window.end, value: new))
    }
    view.layer.animations[new.property] = animation
  }

  /// Sets every changed property's model value to its value at `fraction` of the timeline.
  func setModelValues(at fraction: CGFloat) {
    for track in tracks {
      ViewAnimation.withoutAnimation { track.animation.value(at: fraction).apply(to: track.view) }
    }
  }

  /// Takes the animations off the layers, so they show their model values, and forgets them,
  /// releasing the views.
  func clear() {
    for track in tracks {
      let property = track.animation.before.property
      if track.view.layer.animations[property] === track.animation {
        track.view.layer.animations[property] = nil
      }
    }
    tracks = []
    trackIndex = [:]
    completions = []
  }
}
