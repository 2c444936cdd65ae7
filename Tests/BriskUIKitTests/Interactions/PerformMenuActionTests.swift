import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct PerformMenuActionTests {
  @available(iOS 14.0, tvOS 17.0, *)
  @Test func itRunsAnActionOfAButtonsMenuOrSubmenuByTitle() {
    let (menu, log) = moreMenu()
    let button = UIButton(type: .system)
    button.setTitle("More", for: .normal)
    button.menu = menu
    let failures = withFailureCollection {
      performMenuAction(titled: "Share", in: button)
      performMenuAction(titled: "Duplicate", in: button)
    }
    #expect(failures.isEmpty)
    #expect(log() == ["Share", "Duplicate"])
  }

  @available(iOS 14.0, tvOS 17.0, *)
  @Test func itRunsAnActionOfABarButtonItemsMenu() {
    let (menu, log) = moreMenu()
    let item = UIBarButtonItem(title: "More", menu: menu)
    performMenuAction(titled: "Duplicate", in: item)
    #expect(log() == ["Duplicate"])
  }

  @available(iOS 14.0, tvOS 17.0, *)
  @Test func aMissingDisabledOrHiddenActionFailsNamingWhatIsThere() {
    let (menu, log) = moreMenu()
    let button = UIButton(type: .system)
    button.setTitle("More", for: .normal)
    button.menu = menu
    let failures = withFailureCollection {
      performMenuAction(titled: "Copy", in: button)
      performMenuAction(titled: "Delete", in: button)
      performMenuAction(titled: "Debug", in: button)
    }
    let missing = { (title: String) in
      "performMenuAction(titled:in:) found no action titled \"\(title)\" in the menu of "
        + #"UIButton "More": it has "Share", "Duplicate" and "Delete""#
    }
    #expect(
      failures.map(\.message) == [
        missing("Copy"),
        #"performMenuAction(titled:in:) cannot run "Delete" in the menu of UIButton "More": "#
          + "the action is disabled",
        missing("Debug"),
      ])
    let callLine: UInt = #line - 15
    #expect(failures.first?.location.line == callLine)
    #expect(log().isEmpty)
  }

  @available(iOS 14.0, tvOS 17.0, *)
  @Test func aButtonAFingerCannotTapOrWithoutAMenuFails() {
    let (menu, log) = moreMenu()
    let hidden = UIButton(type: .system)
    hidden.setTitle("More", for: .normal)
    hidden.menu = menu
    hidden.isHidden = true
    let plain = UIButton(type: .system)
    let disabledItem = UIBarButtonItem(title: "More", menu: menu)
    disabledItem.isEnabled = false
    let failures = withFailureCollection {
      performMenuAction(titled: "Share", in: hidden)
      performMenuAction(titled: "Share", in: plain)
      performMenuAction(titled: "Share", in: disabledItem)
    }
    #expect(
      failures.map(\.message) == [
        #"performMenuAction(titled:in:) cannot open the menu of UIButton "More": it is hidden"#,
        "performMenuAction(titled:in:) cannot open the menu of UIButton: it has no menu",
        #"performMenuAction(titled:in:) cannot open the menu of UIBarButtonItem "More": "#
          + "it is disabled",
      ])
    #expect(log().isEmpty)
  }
}
