import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct DeselectItemTests {
  private func multiSelectView(_ source: SwatchesSource) -> UICollectionView {
    let view = source.makeView()
    view.allowsMultipleSelection = true
    view.selectItem(at: item(0), animated: false, scrollPosition: [])
    view.selectItem(at: item(1), animated: false, scrollPosition: [])
    return view
  }

  @Test func itAsksTheDelegateThenDeselectsTheItem() {
    let source = SwatchesSource([["Red", "Green", "Blue"]])
    let view = multiSelectView(source)
    let failures = withFailureCollection { deselectItem(at: item(1), in: view) }
    #expect(failures.isEmpty)
    #expect(view.indexPathsForSelectedItems == [item(0)])
    #expect(source.log == ["shouldHighlight 1", "shouldDeselect 1", "didDeselect 1"])
  }

  @Test func aRefusedUnselectedOrSingleSelectionItemFailsAndChangesNothing() {
    let source = SwatchesSource([["Red", "Green", "Blue"]])
    source.undeselectableItems = [item(0)]
    let view = multiSelectView(source)
    let single = source.makeView()
    single.selectItem(at: item(2), animated: false, scrollPosition: [])
    let failures = withFailureCollection {
      deselectItem(at: item(0), in: view)
      deselectItem(at: item(2), in: view)
      deselectItem(at: item(2), in: single)
    }
    let callLine: UInt = #line - 4
    let start = "deselectItem(at:in:) cannot deselect item"
    let end = "; the selection is unchanged"
    #expect(
      failures.map(\.message) == [
        "\(start) [0, 0] in UICollectionView: its delegate's "
          + "collectionView(_:shouldDeselectItemAt:) returned false\(end)",
        "\(start) [0, 2] in UICollectionView: it is not selected (selected: item [0, 0], "
          + "item [0, 1])\(end)",
        "\(start) [0, 2] in UICollectionView: its allowsMultipleSelection is false, so a tap "
          + "would select it again\(end)",
      ])
    #expect(failures.first?.location.line == callLine)
    #expect(view.indexPathsForSelectedItems == [item(0), item(1)])
    #expect(single.indexPathsForSelectedItems == [item(2)])
    #expect(source.log == ["shouldHighlight 0", "shouldDeselect 0"])
  }
}
