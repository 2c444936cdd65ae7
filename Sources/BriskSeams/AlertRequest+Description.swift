import Foundation

// Requests read the way they are written, so a failure message that lists them can be compared
// with the code that made them: `alert(title: "Delete photo?", actions: [.cancel("Cancel")])`.
// Strings are quoted and escaped as Swift writes them; what is `nil` or empty is left out.

extension AlertRequest: CustomStringConvertible {
  /// The request as it is written, for example
  /// `alert(title: "Delete photo?", actions: [.cancel("Cancel"), .destructive("Delete")])`.
  public var description: String {
    var parts: [String] = []
    if let title { parts.append("title: " + String(reflecting: title)) }
    if let message { parts.append("message: " + String(reflecting: message)) }
    parts.append("actions: " + list(actions))
    if let preferredAction {
      parts.append("preferredAction: " + String(reflecting: preferredAction))
    }
    if !textFields.isEmpty { parts.append("textFields: " + list(textFields)) }
    if let anchor { parts.append("anchor: \(anchor)") }
    return "\(style.rawValue)(\(parts.joined(separator: ", ")))"
  }

  private func list(_ items: [some CustomStringConvertible]) -> String {
    "[" + items.map(\.description).joined(separator: ", ") + "]"
  }
}

extension AlertRequest.Action: CustomStringConvertible {
  /// The action as it is written: `.destructive("Delete")`.
  public var description: String {
    ".\(style.rawValue)(\(String(reflecting: title)))"
  }
}

extension AlertRequest.TextField: CustomStringConvertible {
  /// The text field as it is written: `TextField(placeholder: "Name")`.
  public var description: String {
    var parts: [String] = []
    if let placeholder { parts.append("placeholder: " + String(reflecting: placeholder)) }
    if let text { parts.append("text: " + String(reflecting: text)) }
    if isSecureTextEntry { parts.append("isSecureTextEntry: true") }
    return "TextField(\(parts.joined(separator: ", ")))"
  }
}

extension AlertRequest.Anchor: CustomStringConvertible {
  /// The anchor, its objects named by type: `Anchor(sourceView: <UIButton>, sourceRect: (0, 0, 44,
  /// 44))`, `Anchor(barButtonItem: <UIBarButtonItem>, permittedArrowDirections: .up)`; arrow
  /// directions are shown unless they are `.any`.
  public var description: String {
    var parts: [String] = []
    if let sourceView { parts.append("sourceView: <\(type(of: sourceView))>") }
    if let sourceRect {
      let numbers = [
        sourceRect.origin.x, sourceRect.origin.y, sourceRect.size.width, sourceRect.size.height,
      ]
      parts.append("sourceRect: (" + numbers.map(Self.number).joined(separator: ", ") + ")")
    }
    if let barButtonItem { parts.append("barButtonItem: <\(type(of: barButtonItem))>") }
    if permittedArrowDirections != .any {
      parts.append("permittedArrowDirections: \(permittedArrowDirections)")
    }
    return "Anchor(" + parts.joined(separator: ", ") + ")"
  }

  /// `44` for a whole number, `0.5` otherwise, the same on every platform.
  private static func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
  }
}

extension AlertRequest.Anchor.ArrowDirections: CustomStringConvertible {
  /// The directions as Swift writes them: `.up`, `[.up, .down]`, `.any` or `[]`.
  public var description: String {
    if self == .any { return ".any" }
    let names: [(AlertRequest.Anchor.ArrowDirections, String)] = [
      (.up, ".up"), (.down, ".down"), (.left, ".left"), (.right, ".right"),
    ]
    let listed = names.filter { contains($0.0) }.map(\.1)
    var unknown = rawValue
    for (direction, _) in names { unknown &= ~direction.rawValue }
    let all = listed + (unknown == 0 ? [] : ["ArrowDirections(rawValue: \(unknown))"])
    return all.count == 1 ? all[0] : "[" + all.joined(separator: ", ") + "]"
  }
}
