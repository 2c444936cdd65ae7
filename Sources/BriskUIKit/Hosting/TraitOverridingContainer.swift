#if canImport(UIKit)
  import UIKit

  /// A container that shows one child filling its view and overrides the child's horizontal size
  /// class, as `setOverrideTraitCollection(_:forChild:)` allows since iOS 8 (`traitOverrides`
  /// since iOS 17, which deprecates the former).
  @MainActor
  final class TraitOverridingContainer: UIViewController {
    private let child: UIViewController
    private let width: UIUserInterfaceSizeClass

    /// A container for `child`, or `nil` when `width` is `.unspecified`: then nothing is
    /// overridden and no container is needed.
    init?(hosting child: UIViewController, width: UIUserInterfaceSizeClass) {
      guard width != .unspecified else { return nil }
      self.child = child
      self.width = width
      super.init(nibName: nil, bundle: nil)
      addChild(child)
      overrideHorizontalSizeClass(width, of: child)
      child.didMove(toParent: self)
    }

    required init?(coder: NSCoder) {
      nil
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      child.view.frame = view.bounds
      view.addSubview(child.view)
    }
  }
#endif
