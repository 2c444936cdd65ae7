// A plain UIKit screen, written as an app team writes one: no Brisk, nothing for the stand-in.
import UIKit

/// A grid of photos in a collection view with a custom cell: tap to mark a favourite, an "Add"
/// bar button, and reordering with the collection view's own updates.
@available(iOS 14.0, tvOS 14.0, *)
final class PhotosViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  let collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  private(set) var captions = ["Beach", "Forest", "City"]
  private(set) var favourites: Set<String> = []

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Add", primaryAction: UIAction { [weak self] _ in self?.addPhoto() })
  }

  private func addPhoto() {
    collectionView.performBatchUpdates {
      self.captions.insert("Untitled", at: 0)
      self.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
  }

  func movePhoto(from source: Int, to destination: Int) {
    captions.insert(captions.remove(at: source), at: destination)
    collectionView.moveItem(
      at: IndexPath(item: source, section: 0), to: IndexPath(item: destination, section: 0))
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    captions.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
    if let cell = cell as? PhotoCell {
      let caption = captions[indexPath.item]
      cell.captionLabel.text = caption
      cell.starLabel.isHidden = !favourites.contains(caption)
    }
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    let caption = captions[indexPath.item]
    if favourites.remove(caption) == nil { favourites.insert(caption) }
    collectionView.reloadItems(at: [indexPath])
  }
}
