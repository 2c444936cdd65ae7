#if canImport(UIKit)
  import BriskFixtures
  public import UIKit

  /// Runs the action titled `title` in a button's menu, as a finger that opens the menu and
  /// picks the action would.
  ///
  /// The action is looked up through the menu and its submenus; hidden actions are not offered.
  /// When a finger could not do it, nothing runs and one failure says why: the button cannot be
  /// tapped (as for `tap(_:)`), it has no
  /// menu, the action is disabled, or no action has that title (the failure lists those there).
  /// The action's `sender` is a detached control, as UIKit has no public call that runs an
  /// action.
  ///
  /// ```swift
  /// performMenuAction(titled: "Duplicate", in: moreButton)
  /// ```
  ///
  /// ```text
  /// performMenuAction(titled:in:) found no action titled "Copy" in the menu of UIButton "More": it has "Share" and "Delete"
  /// performMenuAction(titled:in:) cannot run "Delete" in the menu of UIButton "More": the action is disabled
  /// performMenuAction(titled:in:) cannot open the menu of UIButton "More": it has no menu
  /// ```
  /// - Parameters:
  ///   - title: The action's title.
  ///   - button: The button whose menu holds the action.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @available(iOS 14.0, tvOS 17.0, *)
  @MainActor
  public func performMenuAction(
    titled title: String,
    in button: UIButton,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let menu = MenuActions(
      "performMenuAction(titled:in:)", of: "the menu of \(FingerReach.name(of: button))",
      fileID: fileID, filePath: filePath, line: line, column: column)
    if menu.finger.cannotReach(button) { return }
    menu.run(titled: title, in: button.menu)
  }

  /// Runs the action titled `title` in a bar button item's menu, as a finger that opens the
  /// menu and picks the action would.
  ///
  /// It fails as the button form does, and when the item is disabled:
  ///
  /// ```text
  /// performMenuAction(titled:in:) cannot open the menu of UIBarButtonItem "More": it is disabled
  /// ```
  /// - Parameters:
  ///   - title: The action's title.
  ///   - item: The bar button item whose menu holds the action.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  @available(iOS 14.0, tvOS 17.0, *)
  @MainActor
  public func performMenuAction(
    titled title: String,
    in item: UIBarButtonItem,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let menu = MenuActions(
      "performMenuAction(titled:in:)", of: "the menu of \(FingerReach.name(of: item))",
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard item.isEnabled else { return menu.finger.refuse("it is disabled") }
    menu.run(titled: title, in: item.menu)
  }
#endif
