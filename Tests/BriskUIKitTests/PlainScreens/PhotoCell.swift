// Plain UIKit, as an app team writes it: no Brisk, nothing for the stand-in; the stand-in takes
// `override init` as iOS does (Tests/UIKitStandIn/README.md, "Custom cells").
import UIKit

/// A photo's item: its caption in the content view, and a star when it is a favourite.
final class PhotoCell: UICollectionViewCell {
  static let reuseIdentifier = "PhotoCell"

  let captionLabel = UILabel(frame: .zero)
  let starLabel = UILabel(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    starLabel.text = "★"
    contentView.addSubview(captionLabel)
    contentView.addSubview(starLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }
}
