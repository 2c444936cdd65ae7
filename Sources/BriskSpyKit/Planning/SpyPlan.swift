/// Everything the renderer needs to write one spy: names, types and behaviour, decided.
struct SpyPlan: Sendable {
  /// How the spy class is isolated.
  enum Isolation: Sendable {
    /// A `@MainActor final class`.
    case mainActor
    /// A `final class … @unchecked Sendable`, every stored value behind a lock.
    case sendable
    /// A plain `final class`, as non-`Sendable` as its protocol.
    case none
    /// An `actor`, for a protocol that refines `Actor`: its stubs are set through
    /// `configure(_:)`, and its call logs are read from anywhere.
    case actor
  }

  /// A class spy's own facts: what only a subclass of a class has.
  struct ClassSpy: Sendable {
    /// Whether the class is `Sendable`, directly or through a superclass, so that its spy must
    /// restate `@unchecked Sendable`, even when it is `@MainActor` too.
    var restatesSendable = false
    /// The class's members the spy does not record, and why.
    var notOverridden: [NotOverridden] = []
  }

  /// What the spy stands in for.
  enum Kind: Sendable {
    /// A type conforming to a protocol, written from `ProtocolSpy.swift`.
    case protocolSpy
    /// A subclass that calls `super` when a test stubs nothing, written from `ClassSpy.swift`.
    case classSpy(ClassSpy)
  }

  /// The protocol's or the class's name.
  var typeName: String
  var spyName: String
  var isolation: Isolation
  /// The protocol's or the class's `@available` attributes, which the spy repeats.
  var availability: [String]
  var members: [MemberPlan]
  /// The spy's generic parameters, one per associated type: `<Item: Identifiable>`, or nothing.
  var genericParameters = ""
  /// The spy's `where` clause, with a leading space, or nothing.
  var whereClause = ""
  var kind = Kind.protocolSpy

  /// The class spy's facts, or `nil` for a protocol spy.
  var classSpy: ClassSpy? {
    if case .classSpy(let classSpy) = kind { return classSpy }
    return nil
  }

  /// Whether it is a class spy.
  var isClass: Bool {
    classSpy != nil
  }

  /// Values the spy's `init` takes because no default can be made up for them, with the type
  /// of the `init` parameter: `@escaping` in front of a function type.
  var initValues: [(name: String, type: String)] {
    Self.initValues(of: members)
  }

  /// The values a spy with `members` takes in its `init`, as ``initValues`` lists them.
  static func initValues(of members: [MemberPlan]) -> [(name: String, type: String)] {
    members.compactMap { member in
      switch member {
      case .method(let method):
        if case .setInInit = method.returnBehaviour, let type = method.returnType {
          return ("\(method.name)ReturnValue", method.initParameterType ?? type)
        }
        return nil
      case .property(let property):
        if case .setInInit = property.value {
          return (property.name, property.initParameterType ?? property.type)
        }
        return nil
      }
    }
  }

  /// The stores of the static members' stubs, without the `Stub` suffix, and the value
  /// `resetStatics()` puts back: `animateHandler` and `nil`, `isEnabled` and `false`.
  var staticStubs: [(name: String, firstValue: String)] {
    members.flatMap { member -> [(name: String, firstValue: String)] in
      switch member {
      case .method(let method) where method.isStatic:
        return [
          method.errorStubType.map { _ in ("\(method.name)Error", "nil") },
          method.returnStubType.map { _ in ("\(method.name)ReturnValue", "nil") },
          ("\(method.name)Handler", "nil"),
        ].compactMap(\.self)
      case .property(let property) where property.isStatic:
        if case .defaultValue(let value) = property.value { return [(property.name, value)] }
        return []
      default:
        return []
      }
    }
  }

  var methods: [MethodPlan] {
    members.compactMap { if case .method(let method) = $0 { method } else { nil } }
  }
}

enum MemberPlan: Sendable {
  case method(MethodPlan)
  case property(PropertyPlan)

  /// The `#if` condition the spy repeats around the member, if any.
  var condition: String? {
    switch self {
    case .method(let method): method.condition
    case .property(let property): property.condition
    }
  }
}

/// What a spy does when a method that returns a value is called before the test stubbed it.
enum ReturnBehaviour: Hashable, Sendable {
  /// The method returns nothing.
  case none
  /// The return type is optional: the stub starts as `nil`, and `nil` is a fine answer.
  case optional
  /// Reports a failure, then returns this value (`false`, `0`, `""`, `[]` …).
  case defaultValue(String)
  /// Reports a failure once, then throws the error `CallLog.unstubbedCall` returns (in Swift
  /// Testing the one `#require` throws, elsewhere `UnstubbedCallError`).
  case throwsError
  /// The value comes from the spy's `init`, so there is always one.
  case setInInit
}

/// One method of the spy.
struct MethodPlan: Sendable {
  var isStatic: Bool
  /// The unique name the spy's stored members are built from: `fetchUser`, `showItem` …
  var name: String
  /// The method as people write it: `fetchUser(id:)`.
  var displayName: String
  /// `@discardableResult ` and `@MainActor `, with a trailing space, or nothing.
  var attributes: String
  /// `fetchUser(id: Int) async throws -> User`.
  var signature: SignaturePlan
  /// The element type of the call log: `Void`, `Int`, `(id: Int, name: String)`.
  var argumentsType: String
  /// What each call records: `()`, `id`, `(id: id, name: name)`.
  var argumentsValue: String
  /// The handler's function type, without the optional: `@Sendable (Int) async throws -> User`.
  var handlerType: String
  /// The arguments the handler gets: `id, &count, completion`.
  var handlerArguments: String
  /// `try await `, `try `, `await ` or nothing.
  var handlerCallEffects: String
  /// The type of the error stub, `(any Error)?` or `SomeError?`, or `nil` when the method
  /// cannot throw on its own.
  var errorStubType: String?
  /// The declared return type, or `nil` for `Void`.
  var returnType: String?
  /// The stub's type: the return type, made optional unless the value comes from `init`.
  var returnStubType: String?
  var returnBehaviour: ReturnBehaviour
  /// For a result that uses a generic parameter, the type the stub is cast to: the result
  /// without its optional, such as `T` or `[T]`; `nil` otherwise.
  var genericResultType: String?
  /// The `#if` condition the spy repeats around the method, if any.
  var condition: String?
  /// Whether it is a `nonisolated` method of a `@MainActor` spy, callable from any thread.
  var isNonisolated = false
  /// A method, a subscript or an initializer.
  var kind = MethodSyntax.Kind.function
  /// A settable subscript's record of each write: its type and the value recorded.
  var writes: (type: String, value: String)?
  /// The arguments type, optional: what an initializer keeps of the call that made the spy.
  var optionalArgumentsType = "Void?"
  /// For a return value set in `init`, the type of that `init` parameter when it differs from
  /// the return type: `@escaping (URL) -> Bool`.
  var initParameterType: String?
  /// In a class spy, the call to the class's own implementation: `super.fetch(id: id)`,
  /// `super.token`.
  var superCall = ""
  /// `try await `, `try `, `await ` or nothing: the effects of `superCall`.
  var superCallEffects = ""
}

/// One property of the spy.
struct PropertyPlan: Sendable {
  /// Where the property's first value comes from.
  enum Value: Hashable, Sendable {
    case defaultValue(String)
    case setInInit
  }

  var isStatic: Bool
  var name: String
  var type: String
  var isSettable: Bool
  var value: Value
  /// The `#if` condition the spy repeats around the property, if any.
  var condition: String?
  /// For a value set in `init`, the type of that `init` parameter when it differs from the
  /// property's: `@escaping () -> Date`.
  var initParameterType: String?
  /// Whether it is a `nonisolated` property of a `@MainActor` spy, readable from any thread.
  var isNonisolated = false
}

/// A method's signature after `func`, which can be written on one line or one parameter a line.
struct SignaturePlan: Hashable, Sendable {
  /// The name, in backticks if needed.
  var name: String
  /// Each parameter as declared: `_ item: Item`, `for id: Int`, `messages: String...`.
  var parameters: [String]
  /// The effects and result: ` async throws -> User`, or nothing.
  var suffix: String

  /// `name(a: A, b: B) async -> R`
  var singleLine: String {
    name + "(" + parameters.joined(separator: ", ") + ")" + suffix
  }

  /// The signature with each parameter on its own line, for a declaration indented by
  /// `indentation` that would otherwise be too long.
  func wrapped(indentation: String) -> String {
    guard !parameters.isEmpty else { return singleLine }
    let inner = indentation + "  "
    return name + "(\n" + parameters.map { inner + $0 }.joined(separator: ",\n") + "\n"
      + indentation + ")" + suffix
  }
}
