// Plain UIKit, as an app team writes it: no Brisk, nothing for the stand-in; the stand-in takes
// `override init` as iOS does (Tests/UIKitStandIn/README.md, "Custom cells").
import UIKit

/// A contact's row: the initials in a badge and the name, in the content view.
final class ContactCell: UITableViewCell {
  static let reuseIdentifier = "ContactCell"

  let initialsLabel = UILabel(frame: .zero)
  let nameLabel = UILabel(frame: .zero)

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(initialsLabel)
    contentView.addSubview(nameLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  func show(_ name: String) {
    nameLabel.text = name
    initialsLabel.text = String(name.split(separator: " ").compactMap(\.first))
  }
}
