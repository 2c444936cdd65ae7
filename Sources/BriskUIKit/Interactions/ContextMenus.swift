#if canImport(UIKit)
  import BriskFixtures
  import UIKit

  /// How the context-menu helpers open the menu a long press on a row or an item opens: the
  /// delegate's configuration, then its action provider, which makes the menu.
  @available(iOS 14.0, tvOS 17.0, *)
  @MainActor
  enum ContextMenus {
    /// What Brisk could read of a configuration's action provider.
    enum ActionProvider {
      /// The object does not expose it (see ``read(from:)``).
      case notExposed
      /// The configuration was made without one.
      case absent
      /// The provider.
      case provider(UIContextMenuActionProvider)
    }

    /// The action provider `configuration` was made with.
    ///
    /// UIKit's public API has no getter for it. The Objective-C object has one, named
    /// `actionProvider` (dumps of UIKitCore's classes list `- (id)actionProvider` on iOS 13.4,
    /// 14.2 and 16), which Brisk reads through key-value coding only after
    /// `responds(to:)` confirms that it exists; the value is the block the configuration was
    /// made with, called as such. An object without that getter, or whose value is not a block,
    /// gives ``ActionProvider/notExposed``, never a crash.
    static func read(from configuration: NSObject) -> ActionProvider {
      let key = "actionProvider"
      guard configuration.responds(to: Selector(key)) else { return .notExposed }
      guard let value = configuration.value(forKey: key) else { return .absent }
      #if canImport(ObjectiveC)
        // Objective-C blocks are instances of `__NSGlobalBlock__`, `__NSMallocBlock__` and
        // `__NSStackBlock__`; anything else cannot be called as one.
        let object = value as AnyObject
        guard NSStringFromClass(type(of: object)).hasSuffix("Block__") else { return .notExposed }
        typealias Block = @convention(block) ([UIMenuElement]) -> UIMenu?
        let block = unsafeBitCast(object, to: Block.self)
        return .provider { block($0) }
      #else
        // The UIKit stand-in answers with the closure the configuration was made with.
        guard let provider = value as? UIContextMenuActionProvider else { return .notExposed }
        return .provider(provider)
      #endif
    }
  }

  /// A list whose delegate a long press on an entry asks for a context menu: a table or a
  /// collection view, each asking as UIKit does.
  @available(iOS 14.0, tvOS 17.0, *)
  @MainActor
  protocol ContextMenuList: FingerList {
    /// The delegate's configuration for the menu of `indexPath` pressed at `point`, in the
    /// list's coordinates: `nil` without a delegate, `.some(nil)` when it gives none.
    func contextMenuConfiguration(at indexPath: IndexPath, point: CGPoint)
      -> UIContextMenuConfiguration??
  }

  /// Opens the context menu of `indexPath` in `list` as a long press does and runs the action
  /// titled `title` in it, or reports at the caller's line why a finger could not: the one body
  /// of both `performContextMenuAction(titled:at:in:)` forms.
  @available(iOS 14.0, tvOS 17.0, *)
  @MainActor
  func openContextMenu(
    of indexPath: IndexPath, in list: some ContextMenuList, running title: String,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let menu = MenuActions(
      "performContextMenuAction(titled:at:in:)",
      of: "the context menu of \(list.place(of: indexPath))",
      fileID: fileID, filePath: filePath, line: line, column: column)
    let finger = menu.finger
    if finger.cannotReach(list) || finger.cannotFind(indexPath, in: list) { return }
    // UIKit passes where the finger is; Brisk presses the middle of the cell, if it shows.
    let point = list.shownCell(at: indexPath)?.center ?? .zero
    guard let answer = list.contextMenuConfiguration(at: indexPath, point: point) else {
      return finger.refuse("it has no delegate")
    }
    guard let answer else { return finger.refuse("its delegate gives it no context menu") }
    switch ContextMenus.read(from: answer) {
    case .notExposed:
      finger.refuse(
        "this iOS does not expose a UIContextMenuConfiguration's actionProvider, which Brisk "
          + "reads to make the menu")
    case .absent:
      finger.refuse("its delegate's UIContextMenuConfiguration has no actionProvider")
    case .provider(let provider):
      // UIKit suggests actions from the responder chain; Brisk suggests none.
      menu.run(
        titled: title, in: provider([]),
        absence: "its delegate's UIContextMenuConfiguration's actionProvider returned nil")
    }
  }
#endif
