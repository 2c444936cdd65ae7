public import Foundation

/// The stand-in for UIKit's `UIButton`: a control with a type, titles for its states and a menu.
/// It has no image.
@available(iOS 2.0, *)
@MainActor
open class UIButton: UIControl {
  /// The kinds of button UIKit offers.
  // An imported Objective-C enum is not frozen: a client `switch` needs `@unknown default`.
  @nonexhaustive
  public enum ButtonType: Int, @unchecked Sendable {
    case custom = 0
    @available(iOS 7.0, *) case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    // UIButton.h: UIButtonTypeClose API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos).
    #if !BRISK_STANDIN_TVOS
      @available(iOS 13.0, *) @available(tvOS, unavailable) case close = 7
    #endif
  }

  private var storedButtonType = ButtonType.custom
  private var titles: [UInt: String] = [:]

  /// The menu the button shows.
  @available(iOS 14.0, tvOS 17.0, *)
  open var menu: UIMenu? {
    get { storedMenu }
    set { storedMenu = newValue }
  }
  private var storedMenu: UIMenu?

  /// Sets the title shown in `state`; `nil` removes it.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
  }

  /// The title set for `state`; `nil` if none was.
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue]
  }

  /// The title shown now: the one for the button's state (disabled, highlighted or selected), or
  /// else the normal one.
  open var currentTitle: String? {
    let state: UIControl.State =
      !isEnabled ? .disabled : isHighlighted ? .highlighted : isSelected ? .selected : .normal
    return title(for: state) ?? title(for: .normal)
  }

  /// The button's type; `.custom` for a button made with `init(frame:)`.
  open var buttonType: UIButton.ButtonType {
    storedButtonType
  }

  /// Creates a custom button with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a button from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a button of a type.
  public convenience init(type buttonType: UIButton.ButtonType) {
    self.init(frame: .zero)
    storedButtonType = buttonType
  }

  /// Creates a button of a type that runs `primaryAction` for `.primaryActionTriggered`.
  @available(iOS 14.0, tvOS 14.0, *)
  @preconcurrency
  public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?)
  {
    self.init(type: buttonType)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }
}
