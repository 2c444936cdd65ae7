#if canImport(UIKit)
  public import UIKit

  /// Renders a view and its subviews as text, one line per view, indented two spaces by depth:
  /// its type, frame, alpha, whether it is hidden, transform, background colour, corner radius,
  /// and its accessibility identifier and label when it has them.
  ///
  /// ```text
  /// CardView frame=(16, 412, 343, 120) alpha=0.6 hidden=false transform=(0.9, 0, 0, 0.9, 0, 0) background=rgba(1, 1, 1, 1) cornerRadius=12 identifier="card"
  ///   UIButton frame=(16, 16, 311, 24) alpha=1 hidden=false transform=identity background=nil cornerRadius=0 label="Your order shipped"
  /// ```
  ///
  /// Numbers are rounded to thousandths, so the last bits of an interpolation never show.
  /// - Parameters:
  ///   - view: The root of the tree.
  ///   - values: Reads one view's values; its model values (``ViewPresentation/init(modelOf:)``)
  ///     by default, or what is on screen (``ViewPresentation/init(presentationOf:)``).
  /// - Returns: The text, without a trailing newline.
  @MainActor
  public func viewTreeText(
    of view: UIView,
    values: (UIView) -> ViewPresentation = { ViewPresentation(modelOf: $0) }
  ) -> String {
    var lines: [String] = []
    appendLines(of: view, depth: 0, values: values, to: &lines)
    return lines.joined(separator: "\n")
  }

  @MainActor
  private func appendLines(
    of view: UIView, depth: Int, values: (UIView) -> ViewPresentation, to lines: inout [String]
  ) {
    var line = String(repeating: "  ", count: depth) + String(describing: type(of: view))
    line += " " + ViewTreeLine.properties(values(view))
    if let identifier = view.accessibilityIdentifier {
      line += " identifier=" + identifier.debugDescription
    }
    if let label = view.accessibilityLabel {
      line += " label=" + label.debugDescription
    }
    lines.append(line)
    for subview in view.subviews {
      appendLines(of: subview, depth: depth + 1, values: values, to: &lines)
    }
  }

  /// The `key=value` text of one view's values.
  enum ViewTreeLine {
    static func properties(_ shown: ViewPresentation) -> String {
      let frame = shown.frame
      let transform = shown.transform
      let transformText =
        transform == .identity
        ? "identity"
        : numbers([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
      return "frame="
        + numbers([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height])
        + " alpha=\(number(shown.alpha)) hidden=\(shown.isHidden) transform=\(transformText)"
        + " background=\(color(shown.backgroundColor))"
        + " cornerRadius=\(number(shown.cornerRadius))"
    }

    static func color(_ color: UIColor?) -> String {
      guard let color else { return "nil" }
      var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
      guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else {
        return "unknown"
      }
      return "rgba" + numbers([red, green, blue, alpha])
    }

    static func numbers(_ values: [CGFloat]) -> String {
      "(" + values.map(number).joined(separator: ", ") + ")"
    }

    static func number(_ value: CGFloat) -> String {
      SnapshotNumber.text(Double(value))
    }
  }
#endif
