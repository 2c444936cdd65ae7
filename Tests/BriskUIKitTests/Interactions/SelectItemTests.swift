import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct SelectItemTests {
  @Test func itAsksTheDelegateInUIKitsOrderAndSelectsTheItem() {
    let source = SwatchesSource([["Red", "Green", "Blue"]])
    let view = source.makeView()
    let failures = withFailureCollection {
      selectItem(at: item(0), in: view)
      selectItem(at: item(2), in: view)
    }
    #expect(failures.isEmpty)
    #expect(view.indexPathsForSelectedItems == [item(2)])
    #expect(
      source.log == [
        "shouldHighlight 0", "shouldSelect 0", "didSelect 0",
        "shouldHighlight 2", "shouldSelect 2", "didDeselect 0", "didSelect 2",
      ])
  }

  @Test func aRefusedMissingOrAlreadySelectedItemFailsAndChangesNothing() {
    let source = SwatchesSource([["Red", "Green", "Blue"]])
    source.unselectableItems = [item(1)]
    let view = source.makeView()
    view.allowsMultipleSelection = true
    view.selectItem(at: item(0), animated: false, scrollPosition: [])
    let failures = withFailureCollection {
      selectItem(at: item(1), in: view)
      selectItem(at: item(7), in: view)
      selectItem(at: item(0), in: view)
    }
    let callLine: UInt = #line - 4
    let start = "selectItem(at:in:) cannot select item"
    let end = "; the selection is unchanged"
    #expect(
      failures.map(\.message) == [
        "\(start) [0, 1] in UICollectionView: its delegate's "
          + "collectionView(_:shouldSelectItemAt:) returned false\(end)",
        "\(start) [0, 7] in UICollectionView: it has 1 section, with 3 items\(end)",
        "\(start) [0, 0] in UICollectionView: it is selected already, and a tap would "
          + "deselect it (use deselectItem(at:in:))\(end)",
      ])
    #expect(failures.first?.location.line == callLine)
    #expect(view.indexPathsForSelectedItems == [item(0)])
    #expect(source.log == ["shouldHighlight 1", "shouldSelect 1"])
  }

  @Test func aViewWithSelectionOffOrHiddenFails() {
    let source = SwatchesSource([["Red"]])
    let off = source.makeView()
    off.allowsSelection = false
    let hidden = source.makeView()
    hidden.alpha = 0
    let failures = withFailureCollection {
      selectItem(at: item(0), in: off)
      selectItem(at: item(0), in: hidden)
    }
    #expect(
      failures.map(\.message) == [
        "selectItem(at:in:) cannot select item [0, 0] in UICollectionView: its "
          + "allowsSelection is false; the selection is unchanged",
        "selectItem(at:in:) cannot select item [0, 0] in UICollectionView: it is fully "
          + "transparent (alpha 0.0); the selection is unchanged",
      ])
    #expect(off.indexPathsForSelectedItems == nil && hidden.indexPathsForSelectedItems == nil)
    #expect(source.log.isEmpty)
  }
}
