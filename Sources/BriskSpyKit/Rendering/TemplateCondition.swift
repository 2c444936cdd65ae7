/// A fact a `// brisk:if NAME` marker keeps lines by: about the spy, or about the member a
/// section is written for. The raw value is the marker's `NAME`.
enum TemplateCondition: String, CaseIterable, Sendable {
  /// The protocol, or the class, is `Sendable`.
  case sendable
  /// The protocol, or the class, is `@MainActor`.
  case mainActor = "main-actor"
  /// The protocol refines `Actor`.
  case actor
  /// The protocol, or the class, is neither `Sendable`, `@MainActor` nor an actor.
  case unisolated
  /// A `@MainActor` class says `Sendable` itself, so its spy must too.
  case restatesSendable = "restates-sendable"
  /// The spy has a static (or class) method.
  case staticMethods = "static-methods"
  /// The spy has a static member with a stub to reset.
  case staticMembers = "static-members"

  /// The property, or subscript, can be set.
  case settable
  /// The value, or the return value, comes from the spy's `init`.
  case setInInit = "set-in-init"
  /// The method takes arguments to record.
  case recordsArguments = "records-arguments"
  /// The method, or the getter, throws.
  case `throws`
  /// The method returns a value.
  case returns
  /// The method returns a value or throws.
  case returnsOrThrows = "returns-or-throws"
  /// The return type is optional, so an unstubbed call returns `nil`.
  case optionalResult = "optional-result"
  /// An unstubbed call reports a failure: it returns a default value or throws.
  case unstubbedFails = "unstubbed-fails"
  /// An unstubbed call reports a failure and returns a default value.
  case unstubbedReturnsDefault = "unstubbed-returns-default"
  /// An unstubbed call reports a failure and throws.
  case unstubbedThrows = "unstubbed-throws"

  /// The conditions whose value a spy has.
  static let spy: Set<Self> = [
    .sendable, .mainActor, .actor, .unisolated, .restatesSendable, .staticMethods, .staticMembers,
  ]
  /// The conditions whose value a stored property has.
  static let property: Set<Self> = [.settable, .setInInit]
  /// The conditions whose value a method, getter, subscript or initializer has.
  static let method: Set<Self> = Set(allCases).subtracting(spy)
}

/// What a `// brisk:if NAME` or `// brisk:if !NAME` marker tests.
struct TemplateTest: Hashable, Sendable {
  var condition: TemplateCondition
  /// Whether the marker says `!NAME`: the lines are kept when the condition does not hold.
  var isNegated = false

  /// The test `text` spells, `NAME` or `!NAME`, or `nil` when it names no condition.
  init?(_ text: some StringProtocol) {
    isNegated = text.hasPrefix("!")
    guard let condition = TemplateCondition(rawValue: String(text.dropFirst(isNegated ? 1 : 0)))
    else { return nil }
    self.condition = condition
  }

  init(_ condition: TemplateCondition, isNegated: Bool = false) {
    self.condition = condition
    self.isNegated = isNegated
  }

  /// The marker's spelling.
  var spelling: String {
    (isNegated ? "!" : "") + condition.rawValue
  }
}

/// What a `// brisk:each NAME` marker writes its lines once for. The raw value is the marker's
/// `NAME`.
enum TemplateCollection: String, CaseIterable, Sendable {
  /// Each import line of the file.
  case `import`
  /// Each spy of the file: the block holds the spy's header, its member sections and its end.
  case spy
  /// Each method and property the spy records, as a case of its `Call` enum.
  case method
  /// Each static method, whose call log `resetStatics()` empties.
  case staticMethod = "static-method"
  /// Each settable class property, whose log of writes `resetStatics()` empties.
  case settableClassProperty = "settable-class-property"
  /// Each static stub, which `resetStatics()` puts back to its first value.
  case staticStub = "static-stub"
  /// Each availability attribute of the protocol or class.
  case availability
  /// Each value the spy's `init` takes.
  case initValue = "init-value"
  /// Each member of a class that its spy cannot override, with why.
  case notOverridden = "not-overridden"

  /// The collections a spy has.
  static let spyLevel: Set<Self> = Set(allCases).subtracting([.import, .spy])
}
