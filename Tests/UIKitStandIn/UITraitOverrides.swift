/// The stand-in for UIKit's `UITraitOverrides` (iOS 17): the traits a controller overrides for
/// itself, set through `traitOverrides`. The stand-in models the horizontal size class.
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@MainActor
public struct UITraitOverrides {
  /// The overridden width; `.unspecified` when it is not overridden.
  public var horizontalSizeClass: UIUserInterfaceSizeClass
}
