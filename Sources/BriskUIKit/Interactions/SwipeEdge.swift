#if canImport(UIKit)
  /// The edge of a row a swipe starts from: which of the delegate's swipe configurations
  /// `performSwipeAction(titled:at:in:from:)` reads.
  public enum SwipeEdge: Sendable, Equatable, CustomStringConvertible {
    /// The leading edge (the left in left-to-right layouts):
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`.
    case leading
    /// The trailing edge (the right in left-to-right layouts), where Delete usually is:
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`.
    case trailing

    /// `leading` or `trailing`, as failures say it.
    public var description: String {
      switch self {
      case .leading: "leading"
      case .trailing: "trailing"
      }
    }
  }
#endif
