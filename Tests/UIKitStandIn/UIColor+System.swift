import Foundation

// UIInterface.h (iOS 17.4 SDK): the system colours, each with its availability. Those marked
// API_UNAVAILABLE(tvos) there are left out of a simulated tvOS build (BRISK_UIKIT_STANDIN=tvOS),
// as the attribute is ignored on Linux. Apple declares them `open class var` in the class; in an
// extension Swift allows only `public`, which no client can tell apart, as none overrides them.

/// The stand-in's system colours: each is a named colour that equals only itself and resolves to
/// its light-mode value (sRGB components as Apple's Human Interface Guidelines list them).
extension UIColor {
  /// `systemRedColor`, resolved to its light-mode value.
  @available(iOS 7.0, tvOS 9.0, *)
  public class var systemRed: UIColor {
    UIColor(systemName: "systemRedColor", red: 255, green: 59, blue: 48)
  }

  /// `systemGreenColor`, resolved to its light-mode value.
  @available(iOS 7.0, tvOS 9.0, *)
  public class var systemGreen: UIColor {
    UIColor(systemName: "systemGreenColor", red: 52, green: 199, blue: 89)
  }

  /// `systemBlueColor`, resolved to its light-mode value.
  @available(iOS 7.0, tvOS 9.0, *)
  public class var systemBlue: UIColor {
    UIColor(systemName: "systemBlueColor", red: 0, green: 122, blue: 255)
  }

  /// `systemOrangeColor`, resolved to its light-mode value.
  @available(iOS 7.0, tvOS 9.0, *)
  public class var systemOrange: UIColor {
    UIColor(systemName: "systemOrangeColor", red: 255, green: 149, blue: 0)
  }

  /// `systemYellowColor`, resolved to its light-mode value.
  @available(iOS 7.0, tvOS 9.0, *)
  public class var systemYellow: UIColor {
    UIColor(systemName: "systemYellowColor", red: 255, green: 204, blue: 0)
  }

  /// `systemPinkColor`, resolved to its light-mode value.
  @available(iOS 7.0, tvOS 9.0, *)
  public class var systemPink: UIColor {
    UIColor(systemName: "systemPinkColor", red: 255, green: 45, blue: 85)
  }

  /// `systemPurpleColor`, resolved to its light-mode value.
  @available(iOS 9.0, tvOS 9.0, *)
  public class var systemPurple: UIColor {
    UIColor(systemName: "systemPurpleColor", red: 175, green: 82, blue: 222)
  }

  /// `systemTealColor`, resolved to its light-mode value.
  @available(iOS 7.0, tvOS 9.0, *)
  public class var systemTeal: UIColor {
    UIColor(systemName: "systemTealColor", red: 48, green: 176, blue: 199)
  }

  /// `systemIndigoColor`, resolved to its light-mode value.
  @available(iOS 13.0, tvOS 13.0, *)
  public class var systemIndigo: UIColor {
    UIColor(systemName: "systemIndigoColor", red: 88, green: 86, blue: 214)
  }

  /// `systemBrownColor`, resolved to its light-mode value.
  @available(iOS 13.0, tvOS 13.0, *)
  public class var systemBrown: UIColor {
    UIColor(systemName: "systemBrownColor", red: 162, green: 132, blue: 94)
  }

  /// `systemMintColor`, resolved to its light-mode value.
  @available(iOS 15.0, tvOS 15.0, *)
  public class var systemMint: UIColor {
    UIColor(systemName: "systemMintColor", red: 0, green: 199, blue: 190)
  }

  /// `systemCyanColor`, resolved to its light-mode value.
  @available(iOS 15.0, tvOS 15.0, *)
  public class var systemCyan: UIColor {
    UIColor(systemName: "systemCyanColor", red: 50, green: 173, blue: 230)
  }

  /// `systemGrayColor`, resolved to its light-mode value.
  @available(iOS 7.0, tvOS 9.0, *)
  public class var systemGray: UIColor {
    UIColor(systemName: "systemGrayColor", red: 142, green: 142, blue: 147)
  }

  /// `tintColor`, resolved to its light-mode value.
  @available(iOS 15.0, tvOS 15.0, *)
  public class var tintColor: UIColor {
    UIColor(systemName: "tintColor", red: 0, green: 122, blue: 255)
  }

  /// `labelColor`, resolved to its light-mode value.
  @available(iOS 13.0, tvOS 13.0, *)
  public class var label: UIColor {
    UIColor(systemName: "labelColor", red: 0, green: 0, blue: 0)
  }

  /// `secondaryLabelColor`, resolved to its light-mode value.
  @available(iOS 13.0, tvOS 13.0, *)
  public class var secondaryLabel: UIColor {
    UIColor(systemName: "secondaryLabelColor", red: 60, green: 60, blue: 67, alpha: 0.6)
  }

  /// `tertiaryLabelColor`, resolved to its light-mode value.
  @available(iOS 13.0, tvOS 13.0, *)
  public class var tertiaryLabel: UIColor {
    UIColor(systemName: "tertiaryLabelColor", red: 60, green: 60, blue: 67, alpha: 0.3)
  }

  /// `quaternaryLabelColor`, resolved to its light-mode value.
  @available(iOS 13.0, tvOS 13.0, *)
  public class var quaternaryLabel: UIColor {
    UIColor(systemName: "quaternaryLabelColor", red: 60, green: 60, blue: 67, alpha: 0.18)
  }

  /// `linkColor`, resolved to its light-mode value.
  @available(iOS 13.0, tvOS 13.0, *)
  public class var link: UIColor {
    UIColor(systemName: "linkColor", red: 0, green: 122, blue: 255)
  }

  /// `placeholderTextColor`, resolved to its light-mode value.
  @available(iOS 13.0, tvOS 13.0, *)
  public class var placeholderText: UIColor {
    UIColor(systemName: "placeholderTextColor", red: 60, green: 60, blue: 67, alpha: 0.3)
  }

  /// `separatorColor`, resolved to its light-mode value.
  @available(iOS 13.0, tvOS 13.0, *)
  public class var separator: UIColor {
    UIColor(systemName: "separatorColor", red: 60, green: 60, blue: 67, alpha: 0.29)
  }

  /// `opaqueSeparatorColor`, resolved to its light-mode value.
  @available(iOS 13.0, tvOS 13.0, *)
  public class var opaqueSeparator: UIColor {
    UIColor(systemName: "opaqueSeparatorColor", red: 198, green: 198, blue: 200)
  }

  #if !BRISK_STANDIN_TVOS
    /// `systemGray2Color`, resolved to its light-mode value.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public class var systemGray2: UIColor {
      UIColor(systemName: "systemGray2Color", red: 174, green: 174, blue: 178)
    }

    /// `systemGray3Color`, resolved to its light-mode value.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public class var systemGray3: UIColor {
      UIColor(systemName: "systemGray3Color", red: 199, green: 199, blue: 204)
    }

    /// `systemGray4Color`, resolved to its light-mode value.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public class var systemGray4: UIColor {
      UIColor(systemName: "systemGray4Color", red: 209, green: 209, blue: 214)
    }

    /// `systemGray5Color`, resolved to its light-mode value.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public class var systemGray5: UIColor {
      UIColor(systemName: "systemGray5Color", red: 229, green: 229, blue: 234)
    }

    /// `systemGray6Color`, resolved to its light-mode value.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public class var systemGray6: UIColor {
      UIColor(systemName: "systemGray6Color", red: 242, green: 242, blue: 247)
    }

    /// `systemBackgroundColor`, resolved to its light-mode value.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public class var systemBackground: UIColor {
      UIColor(systemName: "systemBackgroundColor", red: 255, green: 255, blue: 255)
    }

    /// `secondarySystemBackgroundColor`, resolved to its light-mode value.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public class var secondarySystemBackground: UIColor {
      UIColor(systemName: "secondarySystemBackgroundColor", red: 242, green: 242, blue: 247)
    }

    /// `tertiarySystemBackgroundColor`, resolved to its light-mode value.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public class var tertiarySystemBackground: UIColor {
      UIColor(systemName: "tertiarySystemBackgroundColor", red: 255, green: 255, blue: 255)
    }

    /// `systemGroupedBackgroundColor`, resolved to its light-mode value.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public class var systemGroupedBackground: UIColor {
      UIColor(systemName: "systemGroupedBackgroundColor", red: 242, green: 242, blue: 247)
    }

    /// `secondarySystemGroupedBackgroundColor`, resolved to its light-mode value.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public class var secondarySystemGroupedBackground: UIColor {
      UIColor(systemName: "secondarySystemGroupedBackgroundColor", red: 255, green: 255, blue: 255)
    }

    /// `tertiarySystemGroupedBackgroundColor`, resolved to its light-mode value.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public class var tertiarySystemGroupedBackground: UIColor {
      UIColor(systemName: "tertiarySystemGroupedBackgroundColor", red: 242, green: 242, blue: 247)
    }

    /// `systemFillColor`, resolved to its light-mode value.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public class var systemFill: UIColor {
      UIColor(systemName: "systemFillColor", red: 120, green: 120, blue: 128, alpha: 0.2)
    }

    /// `secondarySystemFillColor`, resolved to its light-mode value.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public class var secondarySystemFill: UIColor {
      UIColor(systemName: "secondarySystemFillColor", red: 120, green: 120, blue: 128, alpha: 0.16)
    }

    /// `tertiarySystemFillColor`, resolved to its light-mode value.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public class var tertiarySystemFill: UIColor {
      UIColor(systemName: "tertiarySystemFillColor", red: 118, green: 118, blue: 128, alpha: 0.12)
    }

    /// `quaternarySystemFillColor`, resolved to its light-mode value.
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    public class var quaternarySystemFill: UIColor {
      UIColor(systemName: "quaternarySystemFillColor", red: 116, green: 116, blue: 128, alpha: 0.08)
    }
  #endif
}
