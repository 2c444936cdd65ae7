/// How a call a ``CallLog`` records reads in a ``CallOrder``: the double, a dot, and the call.
///
/// A spy's `Call` enum needs nothing: `StoreSpy.Call.save` reads `StoreSpy.save`, from its type's
/// name. Other records conform to ``CallOrderEntry``.
enum CallOrderEntries {
  /// The entry for `call`, or `nil` for a log that records arguments, not calls.
  static func entry<Call>(for call: Call) -> String? {
    if let described = call as? any CallOrderEntry { return described.callOrderEntry }
    guard let double = enclosingTypeName(of: String(reflecting: Call.self)) else { return nil }
    return "\(double).\(call)"
  }

  /// `StoreSpy` for `App.StoreSpy.Call` or `App.StoreSpy<Swift.Int>.Call`; `nil` for a type
  /// that is not named `Call` inside another.
  static func enclosingTypeName(of reflected: String) -> String? {
    var plain = ""
    var depth = 0
    for character in reflected {
      if character == "<" { depth += 1 }
      if depth == 0 { plain.append(character) }
      if character == ">" { depth = max(depth - 1, 0) }
    }
    let parts = plain.split(separator: ".")
    guard parts.count >= 2, parts.last == "Call" else { return nil }
    return String(parts[parts.count - 2])
  }
}

/// A recorded value that says how it reads in a ``CallOrder``.
protocol CallOrderEntry {
  /// The double and the call, such as `PresenterSpy.modal(<Login>, animated: true) from <Root>`.
  var callOrderEntry: String { get }
}

extension Presentation: CallOrderEntry {
  var callOrderEntry: String { "PresenterSpy.\(self)" }
}

extension AnimationRequest: CallOrderEntry {
  var callOrderEntry: String { "Animator.\(self)" }
}
