public import Foundation

/// The stand-in for UIKit's `UISegmentedControl`: titled segments, one of them selected. As in
/// UIKit, setting `selectedSegmentIndex` sends no action; a finger's tap sends `.valueChanged`.
@available(iOS 2.0, *)
@MainActor
open class UISegmentedControl: UIControl {
  private var segments: [(title: String?, isEnabled: Bool)] = []

  /// The selected segment, or -1 (`UISegmentedControlNoSegment`) for none, the default.
  open var selectedSegmentIndex = -1

  /// Creates a segmented control without segments.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a segmented control from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a segmented control with a segment for each item; the stand-in keeps the titles of
  /// `String` items, and other items (images) make untitled segments.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    segments = (items ?? []).map { ($0 as? String, true) }
  }

  /// How many segments there are.
  open var numberOfSegments: Int {
    segments.count
  }

  /// Inserts a titled segment before `segment`, pinned to `0...numberOfSegments`.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    segments.insert((title, true), at: min(max(segment, 0), segments.count))
  }

  /// The title of a segment; `nil` for an untitled or missing segment.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Enables or disables a segment; a missing segment is ignored.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    if segments.indices.contains(segment) { segments[segment].isEnabled = enabled }
  }

  /// Whether a segment is enabled; `false` for a missing one.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) && segments[segment].isEnabled
  }
}
