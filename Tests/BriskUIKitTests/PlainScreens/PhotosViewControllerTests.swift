import Brisk
import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct PhotosViewControllerTests {
  @available(iOS 14.0, tvOS 14.0, *)
  private func makeScreen() -> PhotosViewController {
    let screen = PhotosViewController()
    screen.loadViewIfNeeded()
    return screen
  }

  @available(iOS 14.0, tvOS 14.0, *)
  private func item(_ item: Int) -> IndexPath {
    IndexPath(item: item, section: 0)
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func showsOneItemPerPhoto() {
    let screen = makeScreen()
    expect(screen.collectionView.numberOfItems(inSection: 0)).to(equal(3))
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func eachItemShowsItsCaptionInItsCustomCell() throws {
    let screen = makeScreen()
    let cell = try unwrap(try cell(at: item(1), in: screen.collectionView) as? PhotoCell)
    expect(cell.captionLabel.text).to(equal("Forest"))
    expect(cell.captionLabel.superview).to(beIdenticalTo(cell.contentView))
    expect(cell.starLabel).toNot(beVisible())
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func tappingAPhotoMarksItAFavouriteAndShowsTheStar() throws {
    let screen = makeScreen()
    selectItem(at: item(2), in: screen.collectionView)
    expect(screen.favourites).to(equal(["City"]))
    let cell = try unwrap(try cell(at: item(2), in: screen.collectionView) as? PhotoCell)
    expect(cell.starLabel).to(beVisible())
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func theAddBarButtonInsertsAPhotoFirst() throws {
    let screen = makeScreen()
    tap(try unwrap(screen.navigationItem.rightBarButtonItem))
    expect(screen.captions).to(equal(["Untitled", "Beach", "Forest", "City"]))
    expect(screen.collectionView.numberOfItems(inSection: 0)).to(equal(4))
  }

  @available(iOS 14.0, tvOS 14.0, *)
  @Test func movingAPhotoReordersTheGrid() throws {
    let screen = makeScreen()
    screen.movePhoto(from: 0, to: 2)
    expect(screen.captions).to(equal(["Forest", "City", "Beach"]))
    let cell = try unwrap(try cell(at: item(2), in: screen.collectionView) as? PhotoCell)
    expect(cell.captionLabel.text).to(equal("Beach"))
  }
}
