/// What the parser found in a Swift source file.
struct SourceFileSyntax: Sendable {
  /// The file's unconditional imports, as written: `import Foundation`, `@testable import App`.
  var imports: [String] = []
  /// Every protocol, in source order, with any problem found while reading it.
  var protocols: [TypeDeclarationSyntax] = []
  /// Every class, in source order, read as a protocol is: its overridable members, with what
  /// cannot be overridden in its ``ClassSyntax``.
  var classes: [TypeDeclarationSyntax] = []
  /// Each protocol's position in `protocols`, by qualified name and by its last name component;
  /// the first declaration of a name wins. Built by `indexProtocols()`.
  private(set) var protocolIndex: [String: Int] = [:]
  /// Each class's position in `classes`, indexed as `protocolIndex` is.
  private(set) var classIndex: [String: Int] = [:]
  /// Type aliases declared anywhere in the file, protocol bodies included, by name, so
  /// `Completion` can be seen to be a closure type.
  var typeAliases: [String: TypeAliasSyntax] = [:]
}

extension SourceFileSyntax {
  /// The files read together, as one: their imports, their type aliases and their protocols,
  /// each position still naming its file.
  static func merging(_ files: [SourceFileSyntax]) -> SourceFileSyntax {
    var merged = SourceFileSyntax()
    for file in files {
      merged.imports += file.imports.filter { !merged.imports.contains($0) }
      merged.protocols += file.protocols
      merged.classes += file.classes
      merged.typeAliases.merge(file.typeAliases) { current, _ in current }
    }
    merged.indexProtocols()
    return merged
  }

  /// The protocol named `name`, qualified (`Checkout.Delegate`) or not (`Delegate`).
  func protocolNamed(_ name: String) -> TypeDeclarationSyntax? {
    protocolIndex[name].map { protocols[$0] }
  }

  /// The class named `name`, qualified or not; the first declaration of a name wins.
  func classNamed(_ name: String) -> TypeDeclarationSyntax? {
    classIndex[name].map { classes[$0] }
  }

  /// Builds `protocolIndex` and `classIndex`, and adds the protocols' type aliases to
  /// `typeAliases`, once every protocol and class has been read.
  mutating func indexProtocols() {
    for protocolSyntax in protocols {
      typeAliases.merge(protocolSyntax.typeAliases) { current, _ in current }
    }
    protocolIndex = Self.index(protocols)
    classIndex = Self.index(classes)
  }

  /// Each declaration's position, by qualified name and by its last name component; the first
  /// declaration of a name wins.
  private static func index(_ declarations: [TypeDeclarationSyntax]) -> [String: Int] {
    var index: [String: Int] = [:]
    for (offset, declaration) in declarations.enumerated() {
      let lastName = declaration.name.split(separator: ".").last.map(String.init)
      for name in [declaration.name, lastName].compactMap(\.self) where index[name] == nil {
        index[name] = offset
      }
    }
    return index
  }
}

/// An attribute such as `@MainActor` or `@available(iOS 15, *)`.
struct AttributeSyntax: Hashable, Sendable {
  /// The name without `@`.
  var name: String
  /// The text in parentheses after the name, if any, parentheses included.
  var arguments: String?
  var position: SourcePosition

  /// The attribute as written, for example `@available(iOS 15, *)`.
  var text: String {
    "@" + name + (arguments ?? "")
  }
}

/// A protocol or a class declaration, what a spy is written from: for a class, its members are
/// those a subclass can override, and ``asClass`` holds what only a class has.
struct TypeDeclarationSyntax: Sendable {
  /// The name, qualified by the types it is nested in: `Checkout.Delegate`.
  var name: String
  var position: SourcePosition
  var attributes: [AttributeSyntax] = []
  /// Whether a `// brisk:spy` comment marks it: alone on its line, above the declaration or
  /// among its attributes and modifiers, with any doc comments and blank lines between.
  var isMarked = false
  /// The inherited protocols, with `class` spelled `AnyObject`.
  var inherited: [(type: TypeSyntax, position: SourcePosition)] = []
  var members: [MemberSyntax] = []
  /// Type aliases declared in the protocol body.
  var typeAliases: [String: TypeAliasSyntax] = [:]
  /// The associated types, primary ones included, in source order.
  var associatedTypes: [AssociatedTypeSyntax] = []
  /// The requirements of the protocol's `where` clause, in one canonical spelling.
  var whereClause: [(requirement: String, position: SourcePosition)] = []
  /// Constructs the generator cannot handle, and malformed text, in source order.
  var problems: [Problem] = []
  /// What only a class has; `nil` for a protocol.
  var asClass: ClassSyntax?

  /// Whether it is a class, which gets a subclass spy.
  var isClass: Bool {
    asClass != nil
  }
}

/// What only a class declaration has: whether a subclass may exist, and what it cannot override.
struct ClassSyntax: Sendable {
  /// Whether it is a `final` class, which no spy can subclass.
  var isFinal = false
  /// The members a subclass cannot override, by name, and why: `token (final)`.
  var notOverridden: [NotOverridden] = []
  /// The designated initializers: `init(baseURL:)`, and whether it is `private` or
  /// `fileprivate`, which a subclass in another file cannot call.
  var designatedInitializers: [(name: String, position: SourcePosition, isHidden: Bool)] = []

  /// The designated initializers when there are some and every one is hidden, so that no
  /// subclass can be initialised; empty otherwise.
  var hiddenDesignatedInitializers: [(name: String, position: SourcePosition, isHidden: Bool)] {
    designatedInitializers.allSatisfy(\.isHidden) ? designatedInitializers : []
  }
}

/// A member of a class that its spy does not record, because Swift does not let a subclass
/// override it (or the spy cannot).
struct NotOverridden: Hashable, Sendable {
  /// `token`, `refresh()`.
  var name: String
  /// `it is final`, `let properties cannot be overridden`.
  var reason: String
}

/// `typealias Completion<T> = (Result<T, any Error>) -> Void`: what a name stands for, with the
/// generic parameters, if any, that its uses fill in.
struct TypeAliasSyntax: Hashable, Sendable, CustomStringConvertible {
  /// The generic parameters' names: `T`.
  var genericParameters: [String] = []
  /// The aliased type, written with the generic parameters.
  var type: TypeSyntax

  var description: String {
    type.description
  }

  /// The aliased type for a use with `arguments`, as in `Completion<User>`; `nil` when their
  /// number is not that of the generic parameters.
  func instantiated(with arguments: [TypeSyntax]) -> TypeSyntax? {
    guard arguments.count == genericParameters.count else { return nil }
    guard !arguments.isEmpty else { return type }
    return type.substituting(Dictionary(zip(genericParameters, arguments)) { first, _ in first })
  }
}

/// Something wrong with a protocol, at a position: unsupported or malformed.
struct Problem: Hashable, Sendable {
  var position: SourcePosition
  var reason: String
}

/// A requirement in a protocol body.
enum MemberSyntax: Sendable {
  case method(MethodSyntax)
  case property(PropertySyntax)

  /// The `#if` condition the requirement is declared under, if any.
  var condition: String? {
    get {
      switch self {
      case .method(let method): method.condition
      case .property(let property): property.condition
      }
    }
    set {
      switch self {
      case .method(var method):
        method.condition = newValue
        self = .method(method)
      case .property(var property):
        property.condition = newValue
        self = .property(property)
      }
    }
  }
}

/// `func name(parameters) async throws -> Result`, or a subscript or an initializer.
struct MethodSyntax: Sendable {
  /// What kind of requirement it is.
  enum Kind: Hashable, Sendable {
    case function
    /// `subscript(…) -> Result { get }` or `{ get set }`; `result` is the element type.
    case `subscript`(isSettable: Bool)
    /// `init(…)`, failable, throwing or not.
    case initializer
    /// `var name: Result { get async throws }`: a get-only property whose getter is `async` or
    /// throws, spied on as a method without parameters.
    case getter
  }

  var name: String
  var kind = Kind.function
  var position: SourcePosition
  var attributes: [AttributeSyntax] = []
  var modifiers: [String] = []
  var parameters: [ParameterSyntax] = []
  var isAsync = false
  var throwing = ThrowsClause.never
  /// `nil` when the method returns `Void` by omission.
  var result: TypeSyntax?
  /// The generic parameters: `<T: Decodable>`.
  var genericParameters: [GenericParameterSyntax] = []
  /// The requirements of the `where` clause, in one canonical spelling: `T: Sendable`.
  var whereClause: [String] = []
  /// The `#if` condition it is declared under, if any.
  var condition: String?
  /// For the getter of a class's property: whether the property has a setter too.
  var isSettable = false

  var isStatic: Bool {
    modifiers.contains("static") || modifiers.contains("class")
  }

  /// The name with its argument labels, as in `fetchUser(id:)`.
  var displayName: String {
    if kind == .getter { return name }
    return name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }
}

/// A parameter of a method.
struct ParameterSyntax: Sendable {
  /// The argument label; `nil` for `_`.
  var label: String?
  /// The name used inside the method; `nil` when written `_`.
  var name: String?
  /// The type, `inout` and attributes included, without `...`.
  var type: TypeSyntax
  var isVariadic = false
  var position: SourcePosition
  /// A class method's default argument, as written: `30`, `.default`.
  var defaultValue: String?
}

/// `var name: Type { get }` or `{ get set }`.
struct PropertySyntax: Sendable {
  var name: String
  var position: SourcePosition
  var attributes: [AttributeSyntax] = []
  var modifiers: [String] = []
  var type: TypeSyntax
  var isSettable: Bool
  /// Whether the getter is `async`.
  var getterIsAsync = false
  /// How the getter throws.
  var getterThrowing = ThrowsClause.never
  /// The `#if` condition it is declared under, if any.
  var condition: String?

  var isStatic: Bool {
    modifiers.contains("static") || modifiers.contains("class")
  }

  /// Whether the getter is `async` or `throws`.
  var hasEffectfulGetter: Bool {
    getterIsAsync || getterThrowing != .never
  }

  /// The getter as a method without parameters, as a spy records and stubs it.
  var getter: MethodSyntax {
    MethodSyntax(
      name: name, kind: .getter, position: position, attributes: attributes,
      modifiers: modifiers, isAsync: getterIsAsync, throwing: getterThrowing, result: type,
      condition: condition, isSettable: isSettable)
  }
}

/// A generic parameter: `T`, `T: Decodable`, or a pack, `each T`.
struct GenericParameterSyntax: Hashable, Sendable {
  var name: String
  var constraint: TypeSyntax?
  var isPack = false
  var position: SourcePosition

  /// The parameter as declared: `T: Decodable`.
  var declaration: String {
    (isPack ? "each " : "") + name + (constraint.map { ": \($0)" } ?? "")
  }
}

/// `associatedtype Item: Identifiable & Sendable = Default where Item.ID == Int`
struct AssociatedTypeSyntax: Hashable, Sendable {
  var name: String
  /// The inherited types, joined with `&`, if any.
  var constraint: TypeSyntax?
  /// The requirements of its own `where` clause.
  var whereClause: [String] = []
  var position: SourcePosition
}
