#if !os(tvOS)
  import Brisk
  import BriskUIKit
  import Testing
  import UIKit

  @MainActor
  @Suite struct ContactsViewControllerTests {
    private func makeScreen() -> ContactsViewController {
      let screen = ContactsViewController(contacts: ["Ada Lovelace", "Grace Hopper", "Alan Kay"])
      screen.loadViewIfNeeded()
      return screen
    }

    private func row(_ row: Int) -> IndexPath {
      IndexPath(row: row, section: 0)
    }

    @Test func showsOneRowPerContact() {
      let screen = makeScreen()
      expect(screen.tableView.numberOfRows(inSection: 0)).to(equal(3))
    }

    @Test func eachRowShowsTheNameAndInitialsInItsCustomCell() throws {
      let screen = makeScreen()
      let cell = try unwrap(try cell(at: row(1), in: screen.tableView) as? ContactCell)
      expect(cell.nameLabel.text).to(equal("Grace Hopper"))
      expect(cell.initialsLabel.text).to(equal("GH"))
      expect(cell.nameLabel.superview).to(beIdenticalTo(cell.contentView))
    }

    @Test func swipingDeleteRemovesTheContactAndItsRow() {
      let screen = makeScreen()
      let completed = performSwipeAction(titled: "Delete", at: row(0), in: screen.tableView)
      expect(completed).to(equal(true))
      expect(screen.contacts).to(equal(["Grace Hopper", "Alan Kay"]))
      expect(screen.tableView.numberOfRows(inSection: 0)).to(equal(2))
    }

    @Test func tappingARowOpensThatContact() {
      let screen = makeScreen()
      var opened: [String] = []
      screen.onOpen = { opened.append($0) }
      selectRow(at: row(2), in: screen.tableView)
      expect(opened).to(equal(["Alan Kay"]))
    }

    @Test func addingAContactInsertsARowAtTheEnd() throws {
      let screen = makeScreen()
      expect(screen.tableView.numberOfRows(inSection: 0)).to(equal(3))
      screen.add("Barbara Liskov")
      expect(screen.tableView.numberOfRows(inSection: 0)).to(equal(4))
      let cell = try unwrap(try cell(at: row(3), in: screen.tableView) as? ContactCell)
      expect(cell.initialsLabel.text).to(equal("BL"))
    }

    @Test func renamingAContactReloadsItsRow() throws {
      let screen = makeScreen()
      screen.rename(at: 2, to: "Alan Turing")
      let cell = try unwrap(try cell(at: row(2), in: screen.tableView) as? ContactCell)
      expect(cell.nameLabel.text).to(equal("Alan Turing"))
      expect(screen.tableView.numberOfRows(inSection: 0)).to(equal(3))
    }
  }
#endif
