import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct CellAtIndexPathTests {
  @Test func itGivesTheDataSourcesCellThroughTheRegisteredClass() throws {
    let source = NamesTable([["Ada", "Grace"], ["Linus"]])
    let table = source.makeTable()
    let cell = try cell(at: row(0, section: 1), in: table)
    #expect((cell as? NameCell)?.name == "Linus")
    #expect(cell.reuseIdentifier == "name")
  }

  @Test func aMissingRowFailsCountingTheRowsAndThrows() {
    let source = NamesTable([["Ada", "Grace", "Linus"]])
    let table = source.makeTable()
    var thrown = false
    let failures = withFailureCollection {
      do { _ = try cell(at: row(5), in: table) } catch { thrown = true }
    }
    #expect(
      failures.map(\.message) == [
        "cell(at:in:) found no row [0, 5] in UITableView: it has 1 section, with 3 rows"
      ])
    let callLine: UInt = #line - 6
    #expect(failures.first?.location.line == callLine)
    #expect(thrown)
  }

  @Test func theFailureDescribesEveryShapeOfTable() {
    let shapes: [([[String]], IndexPath, String)] = [
      ([], row(0), "it has 0 sections"),
      ([["Ada"]], row(1), "it has 1 section, with 1 row"),
      ([["Ada", "Grace"], []], row(0, section: 1), "it has 2 sections, with 2 and 0 rows"),
      ([["A"], ["B", "C"], []], row(0, section: 3), "it has 3 sections, with 1, 2 and 0 rows"),
      ([["Ada"]], IndexPath(index: 0), "[0] is not a row's index path (a section and a row)"),
    ]
    for (sections, indexPath, reason) in shapes {
      let source = NamesTable(sections)
      let table = source.makeTable()
      let failures = withFailureCollection { _ = try? cell(at: indexPath, in: table) }
      let name = "[\(indexPath.map(String.init).joined(separator: ", "))]"
      #expect(
        failures.map(\.message) == ["cell(at:in:) found no row \(name) in UITableView: \(reason)"])
    }
  }

  @Test func aTableWithoutADataSourceFails() {
    let table = UITableView(frame: .zero, style: .plain)
    table.accessibilityIdentifier = "names"
    let failures = withFailureCollection { _ = try? cell(at: row(0), in: table) }
    #expect(
      failures.map(\.message) == [
        #"cell(at:in:) found no row [0, 0] in UITableView "names": it has no dataSource"#
      ])
  }
}

/// `cell(at:in:)` for a collection view's items.
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
