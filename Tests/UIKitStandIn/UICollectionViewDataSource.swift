public import Foundation

/// The stand-in for UIKit's `UICollectionViewDataSource`: what a collection view asks for its
/// items and cells. `numberOfSections(in:)` is `@optional` in Apple's protocol; the stand-in
/// gives it UIKit's default, 1 (see `UITextFieldDelegate`).
@available(iOS 6.0, *)
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// How many items `section` has.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell for an item, from `dequeueReusableCell(withReuseIdentifier:for:)`.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// How many sections the collection view has.
  func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
  /// UIKit's answer without the method: 1.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
