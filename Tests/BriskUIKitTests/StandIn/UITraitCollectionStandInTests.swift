import Testing
import UIKit

/// The stand-in's traits: a window is horizontally compact (an iPhone in portrait), children
/// inherit their container's traits, and a container can override them for one child.
@MainActor
@Suite struct UITraitCollectionStandInTests {
  // UIViewController.h, setOverrideTraitCollection:forChildViewController: (iOS 8).
  @Test func aContainerOverridesTheTraitsOfOneChild() {
    let (container, child, other) = (UIViewController(), UIViewController(), UIViewController())
    container.addChild(child)
    container.addChild(other)
    let window = UIWindow(frame: .zero)
    window.rootViewController = container
    #expect(container.traitCollection.horizontalSizeClass == .compact)
    container.setOverrideTraitCollection(
      UITraitCollection(horizontalSizeClass: .regular), forChild: child)
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(other.traitCollection.horizontalSizeClass == .compact)
    #expect(container.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
    container.setOverrideTraitCollection(nil, forChild: child)
    #expect(child.traitCollection.horizontalSizeClass == .compact)
    child.removeFromParent()
    #expect(child.parent == nil)
    #expect(child.traitCollection.horizontalSizeClass == .unspecified)
  }

  // UIViewController.traitOverrides (iOS 17, visionOS 1): a controller overrides its own traits.
  @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
  @Test func aControllerOverridesItsOwnTraits() {
    let (container, child) = (UIViewController(), UIViewController())
    container.addChild(child)
    let window = UIWindow(frame: .zero)
    window.rootViewController = container
    #expect(child.traitOverrides.horizontalSizeClass == .unspecified)
    child.traitOverrides.horizontalSizeClass = .regular
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(container.traitCollection.horizontalSizeClass == .compact)
    child.traitOverrides.horizontalSizeClass = .unspecified
    #expect(child.traitCollection.horizontalSizeClass == .compact)
  }

  @Test func laterCollectionsWinWhereTheySpecifyATrait() {
    let merged = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(),
    ])
    #expect(merged.horizontalSizeClass == .compact)
    #expect(merged == UITraitCollection(horizontalSizeClass: .compact))
  }

  // UISplitViewController.h: "When the split view controller is collapsed, this property
  // contains only one view controller."
  @Test func aCollapsedSplitViewListsOneColumn() {
    let (container, split) = (UIViewController(), UISplitViewController(nibName: nil, bundle: nil))
    let (primary, secondary) = (UIViewController(), UIViewController())
    container.addChild(split)
    split.viewControllers = [primary, secondary]
    let window = UIWindow(frame: .zero)
    window.rootViewController = container
    #expect(split.isCollapsed)
    #expect(split.viewControllers == [primary])
    container.setOverrideTraitCollection(
      UITraitCollection(horizontalSizeClass: .regular), forChild: split)
    #expect(!split.isCollapsed)
    #expect(split.viewControllers == [primary, secondary])
  }
}
