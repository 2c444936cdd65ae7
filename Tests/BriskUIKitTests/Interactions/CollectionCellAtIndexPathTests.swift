import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct CollectionCellAtIndexPathTests {
  @Test func itGivesTheDataSourcesCellThroughTheRegisteredClass() throws {
    let source = SwatchesSource([["Red", "Green"], ["Blue"]])
    let view = source.makeView()
    let cell = try cell(at: item(0, section: 1), in: view)
    #expect((cell as? SwatchCell)?.name == "Blue")
    #expect(cell.reuseIdentifier == "swatch")
  }

  @Test func aMissingItemFailsCountingTheItemsAndThrows() {
    let source = SwatchesSource([["Red", "Green", "Blue"], []])
    let view = source.makeView()
    var thrown = false
    let failures = withFailureCollection {
      do { _ = try cell(at: item(0, section: 1), in: view) } catch { thrown = true }
    }
    let callLine: UInt = #line - 2
    #expect(
      failures.map(\.message) == [
        "cell(at:in:) found no item [1, 0] in UICollectionView: it has 2 sections, "
          + "with 3 and 0 items"
      ])
    #expect(failures.first?.location.line == callLine)
    #expect(thrown)
  }

  @Test func aViewWithoutADataSourceOrABadIndexPathFails() {
    let bare = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let source = SwatchesSource([["Red"]])
    let view = source.makeView()
    let failures = withFailureCollection {
      _ = try? cell(at: item(0), in: bare)
      _ = try? cell(at: IndexPath(indexes: [0, 0, 0]), in: view)
    }
    #expect(
      failures.map(\.message) == [
        "cell(at:in:) found no item [0, 0] in UICollectionView: it has no dataSource",
        "cell(at:in:) found no item [0, 0, 0] in UICollectionView: [0, 0, 0] is not an item's "
          + "index path (a section and an item)",
      ])
  }
}
