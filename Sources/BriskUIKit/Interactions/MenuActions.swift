#if canImport(UIKit)
  import Brisk
  import UIKit

  /// Finds and runs an action of a menu by title, for the menu helpers.
  @available(iOS 14.0, tvOS 17.0, *)
  @MainActor
  enum MenuActions {
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

    /// Runs the action titled `title` in `menu`, or reports at `location` why it cannot.
    static func run(
      titled title: String, in menu: UIMenu?, of owner: String, at location: CodeLocation
    ) {
      let call = "performMenuAction(titled:in:)"
      guard let menu else {
        return fail("\(call) cannot open the menu of \(owner): it has no menu", at: location)
      }
      let actions = visibleActions(in: menu)
      guard let action = actions.first(where: { $0.title == title }) else {
        return fail(
          "\(call) found no action titled \"\(title)\" in the menu of \(owner): it has "
            + FingerReach.list(actions.map(\.title)), at: location)
      }
      guard !action.attributes.contains(.disabled) else {
        return fail(
          "\(call) cannot run \"\(title)\" in the menu of \(owner): the action is disabled",
          at: location)
      }
      ActionRunner.run(action)
    }
  }
#endif
