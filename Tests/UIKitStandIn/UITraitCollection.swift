public import Foundation

/// The horizontal or vertical size class of an environment.
@available(iOS 8.0, *)
// An imported Objective-C enum is not frozen: a client `switch` needs `@unknown default`.
@nonexhaustive
public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

/// The stand-in for UIKit's `UITraitCollection`, of which the stand-in models the horizontal size
/// class: what decides whether a split view shows two columns.
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// The width of the environment: `.compact` on every iPhone in portrait.
  open private(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified

  /// A collection with every trait unspecified.
  public override init() {
    super.init()
  }

  /// A collection that specifies only the horizontal size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init()
    self.horizontalSizeClass = horizontalSizeClass
  }

  /// A collection with the traits of `traitCollections`, later ones winning where specified.
  @available(
    iOS, introduced: 8.0, deprecated: 17.0,
    message:
      "Use UITraitCollection.init(mutations:) and UITraitCollection.modifyingTraits(_:) to create and modify trait collections"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 1.0,
    message:
      "Use UITraitCollection.init(mutations:) and UITraitCollection.modifyingTraits(_:) to create and modify trait collections"
  )
  // Linux ignores the two lines above; the visionOS build, where it is deprecated from the first
  // release, marks it deprecated outright so that a use warns there, as it does on visionOS.
  #if BRISK_STANDIN_VISIONOS
    @available(
      *, deprecated,
      message:
        "Use UITraitCollection.init(mutations:) and UITraitCollection.modifyingTraits(_:) to create and modify trait collections"
    )
  #endif
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    self.init(merging: traitCollections)
  }

  /// `init(traitsFrom:)` without its deprecation, for the stand-in's own use.
  convenience init(merging traitCollections: [UITraitCollection]) {
    self.init()
    for collection in traitCollections where collection.horizontalSizeClass != .unspecified {
      horizontalSizeClass = collection.horizontalSizeClass
    }
  }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UITraitCollection)?.horizontalSizeClass == horizontalSizeClass
  }

  open override var hash: Int {
    horizontalSizeClass.hashValue
  }
}
