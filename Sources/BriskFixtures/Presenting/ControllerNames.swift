/// Names controllers in presentation messages: `<Detail>`, the unqualified type name.
///
/// When one message shows two different instances of the same type, both get their address,
/// `<Detail (0x600001a2c000)>`, so the message never reads as if it contradicted itself.
struct ControllerNames {
  private let ambiguousTypes: Set<String>

  /// Prepares names for every controller that one message shows.
  init(_ controllers: [AnyObject?]) {
    var seen: [String: ObjectIdentifier] = [:]
    var ambiguous: Set<String> = []
    for case let controller? in controllers {
      let type = Self.typeName(controller)
      let identity = ObjectIdentifier(controller)
      if let first = seen[type], first != identity { ambiguous.insert(type) }
      seen[type] = seen[type] ?? identity
    }
    ambiguousTypes = ambiguous
  }

  /// `<Type>`, or `<Type (0x…)>` when another instance of the type is in the same message.
  func name(_ controller: AnyObject) -> String {
    let type = Self.typeName(controller)
    guard ambiguousTypes.contains(type) else { return "<\(type)>" }
    return "<\(type) (\(Unmanaged.passUnretained(controller).toOpaque()))>"
  }

  private static func typeName(_ controller: AnyObject) -> String {
    String(describing: type(of: controller))
  }
}
