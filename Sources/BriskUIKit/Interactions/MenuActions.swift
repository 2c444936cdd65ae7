#if canImport(UIKit)
  import BriskFixtures
  import UIKit

  /// One opening of a menu by a menu helper: finds the action a finger picks by title and runs
  /// it, or reports why a finger could not.
  @available(iOS 14.0, tvOS 17.0, *)
  @MainActor
  struct MenuActions {
    /// The helper, as failures name it: `performMenuAction(titled:in:)`.
    let call: String
    /// The menu, as failures name it: `the menu of UIButton "More"`.
    let menuName: String
    /// Refuses as `CALL cannot open MENU: REASON`.
    let finger: Finger

    /// An opening of the menu `menuName` by `call`, reporting at the caller's line.
    init(
      _ call: String, of menuName: String,
      fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
      self.call = call
      self.menuName = menuName
      finger = Finger(
        "\(call) cannot open \(menuName)", fileID: fileID, filePath: filePath, line: line,
        column: column)
    }

    /// The actions a finger could see in `menu` and its submenus, in order: hidden ones left out.
    static func visibleActions(in menu: UIMenu) -> [UIAction] {
      menu.children.flatMap { element -> [UIAction] in
        if let submenu = element as? UIMenu { return visibleActions(in: submenu) }
        guard let action = element as? UIAction, !action.attributes.contains(.hidden) else {
          return []
        }
        return [action]
      }
    }

    /// Runs the action titled `title` in `menu`, or reports why it cannot: there is no menu
    /// (`absence` says why), no visible action has that title, or the action is disabled.
    func run(titled title: String, in menu: UIMenu?, absence: String = "it has no menu") {
      guard let menu else { return finger.refuse(absence) }
      let actions = Self.visibleActions(in: menu)
      guard let action = actions.first(where: { $0.title == title }) else {
        return fail(
          "\(call) found no action titled \"\(title)\" in \(menuName): it has "
            + FingerReach.list(actions.map(\.title)), at: finger.location)
      }
      guard !action.attributes.contains(.disabled) else {
        return fail(
          "\(call) cannot run \"\(title)\" in \(menuName): the action is disabled",
          at: finger.location)
      }
      ActionRunner.run(action)
    }
  }
#endif
