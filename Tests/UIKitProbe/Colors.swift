import UIKit

/// Colours: the named and system colours the stand-in declares, each with its exact type and
/// availability (UIColor.h, UIInterface.h).
func probeColors() {
  let _: [UIColor] = [
    .darkGray, .lightGray, .gray, .cyan, .yellow, .magenta, .orange, .purple, .brown,
  ]
  let _: [UIColor] = [
    .systemIndigo, .systemBrown, .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .link,
    .placeholderText, .separator, .opaqueSeparator,
  ]
  #if !os(tvOS)
    let _: [UIColor] = [
      .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6, .systemBackground,
      .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground,
      .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground, .systemFill,
      .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill,
    ]
  #endif
  if #available(iOS 15.0, tvOS 15.0, *) {
    let _: [UIColor] = [.systemMint, .systemCyan, .tintColor]
  }
  let _: [UIColor] = [
    .systemRed, .systemGreen, .systemBlue, .systemOrange, .systemYellow, .systemPink, .systemTeal,
    .systemGray,
  ]
  let _: [UIColor] = [.systemPurple]
}
