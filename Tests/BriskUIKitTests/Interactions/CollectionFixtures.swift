import UIKit

/// A cell that shows one colour name.
@MainActor
final class SwatchCell: UICollectionViewCell {
  var name = ""
}

/// A collection view's data source and delegate over sections of colour names, which logs what
/// the view asks and can refuse items.
@MainActor
final class SwatchesSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  var sections: [[String]]
  var log: [String] = []
  var unselectableItems: Set<IndexPath> = []
  var undeselectableItems: Set<IndexPath> = []

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  /// A collection view with this source as its data source and delegate, and `SwatchCell`
  /// registered.
  func makeView() -> UICollectionView {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewFlowLayout())
    view.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
    view.dataSource = self
    view.delegate = self
    return view
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    sections.count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
    (cell as? SwatchCell)?.name = sections[indexPath.section][indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    log.append("shouldHighlight \(indexPath.item)")
    return true
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    log.append("shouldSelect \(indexPath.item)")
    return !unselectableItems.contains(indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    log.append("shouldDeselect \(indexPath.item)")
    return !undeselectableItems.contains(indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath.item)")
  }
}

/// An item's index path in section 0.
func item(_ item: Int, section: Int = 0) -> IndexPath {
  IndexPath(item: item, section: section)
}
