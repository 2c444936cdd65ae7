/// What `brisk spy` tells a person to do about a protocol it cannot spy on, in the words of its
/// command line: the note printed after the refusal's messages.
enum SpyAdvice {
  /// One line at the protocol, `file:line:column: note: …`.
  ///
  /// ```text
  /// Sources/App/Store.swift:1:10: note: write StoreSpy by hand from `brisk templates show protocol-spy`, or leave Store out: name the protocols to spy on with --protocol
  /// ```
  /// - Parameter refusal: The protocol refused, and how it was selected.
  /// - Returns: The note.
  static func note(for refusal: SpyRefusal) -> String {
    let leaveOut =
      switch (refusal.selection, refusal.isClass) {
      case (.named, true): "remove it from --class"
      case (.named, false): "remove it from --protocol (or from brisk-spy.json)"
      case (.marked, _): "remove its // brisk:spy mark"
      case (.all, _): "name the protocols to spy on with --protocol"
      }
    let name = refusal.typeName
    // Nothing can subclass these, so a spy written by hand could not either.
    guard refusal.canBeSubclassed else {
      return "\(refusal.location): note: leave \(name) out: \(leaveOut)"
    }
    let template = refusal.isClass ? "class-spy" : "protocol-spy"
    return "\(refusal.location): note: write \(refusal.spyName) by hand from `brisk templates "
      + "show \(template)`, or leave \(name) out: \(leaveOut)"
  }

  /// Every refusal's messages, each followed by its note, one line each.
  static func report(_ spies: GeneratedSpies) -> String {
    spies.refusals.flatMap { $0.messages + [note(for: $0)] }.joined(separator: "\n")
  }
}
