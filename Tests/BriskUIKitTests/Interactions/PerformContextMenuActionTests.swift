import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct PerformContextMenuActionTests {
  /// A table of three names whose delegate gives row 1 the Share menu.
  @available(iOS 14.0, tvOS 17.0, *)
  private func menuTable() -> (UITableView, EntryMenus, NamesTable, () -> [String]) {
    let source = NamesTable([["Ada", "Grace", "Linus"]])
    let table = source.makeTable()
    let menus = EntryMenus()
    let (configuration, log) = moreMenuConfiguration()
    menus.configurations[row(1)] = configuration
    table.delegate = menus
    return (table, menus, source, log)
  }

  @available(iOS 14.0, tvOS 17.0, *)
  @Test func itRunsAnActionOfARowsContextMenuOrSubmenuByTitle() {
    let (table, menus, source, log) = menuTable()
    let failures = withFailureCollection {
      performContextMenuAction(titled: "Share", at: row(1), in: table)
      performContextMenuAction(titled: "Duplicate", at: row(1), in: table)
    }
    #expect(failures.isEmpty)
    #expect(
      log() == ["provider, 0 suggested", "provider, 0 suggested", "Share", "Duplicate"])
    // The table shows no cell outside a window, so the press is at the origin.
    #expect(
      menus.log == ["menu for row 1 at \(CGPoint.zero)", "menu for row 1 at \(CGPoint.zero)"])
    withExtendedLifetime(source) {}
  }

  @available(iOS 14.0, tvOS 17.0, *)
  @Test func aMissingDisabledOrHiddenActionFailsNamingWhatIsThereAndRunsNothing() {
    let (table, menus, source, log) = menuTable()
    let callLine: UInt = #line + 2
    let failures = withFailureCollection {
      performContextMenuAction(titled: "Copy", at: row(1), in: table)
      performContextMenuAction(titled: "Delete", at: row(1), in: table)
      performContextMenuAction(titled: "Debug", at: row(1), in: table)
    }
    let missing = { (title: String) in
      "performContextMenuAction(titled:at:in:) found no action titled \"\(title)\" in the "
        + #"context menu of row [0, 1] in UITableView: it has "Share", "Duplicate" and "Delete""#
    }
    #expect(
      failures.map(\.message) == [
        missing("Copy"),
        "performContextMenuAction(titled:at:in:) cannot run \"Delete\" in the context menu of "
          + "row [0, 1] in UITableView: the action is disabled",
        missing("Debug"),
      ])
    #expect(failures.first?.location.line == callLine)
    #expect(log() == Array(repeating: "provider, 0 suggested", count: 3))
    withExtendedLifetime((source, menus)) {}
  }

  @available(iOS 14.0, tvOS 17.0, *)
  @Test func aRowAFingerCannotPressOrWithoutAMenuFailsSayingWhy() {
    let (table, menus, source, log) = menuTable()
    menus.configurations[row(0)] = UIContextMenuConfiguration(
      identifier: nil, previewProvider: nil, actionProvider: nil)
    menus.configurations[row(2)] = UIContextMenuConfiguration(
      identifier: nil, previewProvider: nil, actionProvider: { _ in nil })
    let hidden = source.makeTable()
    hidden.delegate = menus
    hidden.isHidden = true
    let bare = source.makeTable()
    bare.delegate = nil
    let silent = source.makeTable()
    let noMethod = NoContextMenus()
    silent.delegate = noMethod
    let failures = withFailureCollection {
      performContextMenuAction(titled: "Share", at: row(1), in: hidden)
      performContextMenuAction(titled: "Share", at: row(7), in: table)
      performContextMenuAction(titled: "Share", at: row(1), in: bare)
      performContextMenuAction(titled: "Share", at: row(1), in: silent)
      performContextMenuAction(titled: "Share", at: row(0), in: table)
      performContextMenuAction(titled: "Share", at: row(2), in: table)
    }
    let prefix = { (row: Int) in
      "performContextMenuAction(titled:at:in:) cannot open the context menu of row [0, \(row)] "
        + "in UITableView: "
    }
    #expect(
      failures.map(\.message) == [
        prefix(1) + "it is hidden",
        prefix(7) + "it has 1 section, with 3 rows",
        prefix(1) + "it has no delegate",
        prefix(1) + "its delegate gives it no context menu",
        prefix(0) + "its delegate's UIContextMenuConfiguration has no actionProvider",
        prefix(2) + "its delegate's UIContextMenuConfiguration's actionProvider returned nil",
      ])
    #expect(log().isEmpty)
    withExtendedLifetime((source, noMethod)) {}
  }

  #if canImport(ObjectiveC)
    /// A configuration that hides its action provider, as an iOS without the getter would.
    @available(iOS 14.0, tvOS 17.0, *)
    private final class OpaqueConfiguration: UIContextMenuConfiguration {
      nonisolated override func responds(to aSelector: Selector!) -> Bool {
        aSelector == Selector(("actionProvider")) ? false : super.responds(to: aSelector)
      }
    }

    @available(iOS 14.0, tvOS 17.0, *)
    @Test func aConfigurationWithoutTheGetterFailsAndNeverCrashes() {
      let (table, menus, source, log) = menuTable()
      menus.configurations[row(1)] = OpaqueConfiguration(
        identifier: nil, previewProvider: nil, actionProvider: { _ in UIMenu(children: []) })
      let failures = withFailureCollection {
        performContextMenuAction(titled: "Share", at: row(1), in: table)
      }
      #expect(
        failures.map(\.message) == [
          "performContextMenuAction(titled:at:in:) cannot open the context menu of row [0, 1] in "
            + "UITableView: this iOS does not expose a UIContextMenuConfiguration's "
            + "actionProvider, which Brisk reads to make the menu"
        ])
      #expect(log().isEmpty)
      withExtendedLifetime(source) {}
    }
  #endif

  @available(iOS 16.0, tvOS 17.0, *)
  @Test func aCollectionViewAsksTheIOS16MethodWithTheOneItem() {
    let source = SwatchesSource([["Red", "Green"]])
    let view = source.makeView()
    let menus = ItemMenus()
    let (configuration, log) = moreMenuConfiguration()
    menus.legacy.configurations[item(0)] = configuration
    menus.legacy.configurations[item(1)] = configuration
    view.delegate = menus
    let failures = withFailureCollection {
      performContextMenuAction(titled: "Duplicate", at: item(1), in: view)
      performContextMenuAction(titled: "Copy", at: item(0), in: view)
    }
    #expect(
      failures.map(\.message) == [
        "performContextMenuAction(titled:at:in:) found no action titled \"Copy\" in the context "
          + #"menu of item [0, 0] in UICollectionView: it has "Share", "Duplicate" and "Delete""#
      ])
    #expect(menus.log == ["menu for items [1]", "menu for items [0]"])
    #expect(menus.legacy.log.isEmpty)
    #expect(log() == ["provider, 0 suggested", "provider, 0 suggested", "Duplicate"])
  }

  #if !os(tvOS) && !os(visionOS)
    @available(iOS 14.0, *)
    @Test func aCollectionViewDelegateWithOnlyTheIOS13MethodIsAskedThat() {
      let source = SwatchesSource([["Red", "Green"]])
      let view = source.makeView()
      let menus = EntryMenus()
      view.delegate = menus
      let failures = withFailureCollection {
        performContextMenuAction(titled: "Share", at: item(0), in: view)
        performContextMenuAction(titled: "Share", at: item(5), in: view)
      }
      let (configuration, log) = moreMenuConfiguration()
      menus.configurations[item(1)] = configuration
      performContextMenuAction(titled: "Share", at: item(1), in: view)
      #expect(
        failures.map(\.message) == [
          "performContextMenuAction(titled:at:in:) cannot open the context menu of item [0, 0] "
            + "in UICollectionView: its delegate gives it no context menu",
          "performContextMenuAction(titled:at:in:) cannot open the context menu of item [0, 5] "
            + "in UICollectionView: it has 1 section, with 2 items",
        ])
      #expect(menus.log == ["menu for item 0", "menu for item 1"])
      #expect(log() == ["provider, 0 suggested", "Share"])
    }
  #endif
}

/// A table delegate without the context-menu method.
@MainActor
private final class NoContextMenus: NSObject, UITableViewDelegate {}
