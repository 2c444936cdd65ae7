/// A Swift type as written in a protocol, parsed far enough to tell closures, optionals and
/// tuples apart and to print it back in one canonical spelling.
indirect enum TypeSyntax: Hashable, Sendable {
  /// `Name` or `Name<Arguments>`.
  case named(String, arguments: [TypeSyntax])
  /// `Base.Name` or `Base.Name<Arguments>`.
  case member(TypeSyntax, String, arguments: [TypeSyntax])
  /// `Wrapped?`
  case optional(TypeSyntax)
  /// `Wrapped!`
  case implicitlyUnwrapped(TypeSyntax)
  /// `[Element]`
  case array(TypeSyntax)
  /// `[Key: Value]`
  case dictionary(TypeSyntax, TypeSyntax)
  /// `(a: A, B)`; `()` is `Void`, and `(T)` is `T` in parentheses.
  case tuple([TupleTypeElement])
  /// `(Parameters) async throws -> Result`
  case function(FunctionTypeSyntax)
  /// `some Constraint`
  case opaque(TypeSyntax)
  /// `any Constraint`
  case existential(TypeSyntax)
  /// `A & B`
  case composition([TypeSyntax])
  /// `Base.Type` or `Base.Protocol`.
  case metatype(TypeSyntax, String)
  /// `~Copyable` and other suppressed conformances.
  case suppressed(TypeSyntax)
  /// A type with attributes in front: `@escaping`, `@Sendable`, `@autoclosure`, `@MainActor`.
  case attributed([String], TypeSyntax)
  /// A type with a specifier in front: `inout`, `sending`, `borrowing`, `consuming`, `isolated`,
  /// `each`, `repeat`.
  case specified(String, TypeSyntax)
}

/// An element of a tuple type, or a parameter of a function type.
struct TupleTypeElement: Hashable, Sendable {
  /// The label, as in `(x: Int)`, or `_` as in `(_ x: Int)` in a function type.
  var label: String?
  /// The second name, as in `(_ x: Int)` in a function type.
  var name: String?
  var type: TypeSyntax
  /// Whether the element is variadic, as in `(Int...) -> Void`.
  var isVariadic = false
}

/// How a function throws.
enum ThrowsClause: Hashable, Sendable {
  /// No `throws`, or `throws(Never)`.
  case never
  /// `throws`, or `throws(any Error)`.
  case untyped
  /// `throws(SomeError)`
  case typed(TypeSyntax)
  /// `rethrows`
  case rethrowing
}

/// A function type.
struct FunctionTypeSyntax: Hashable, Sendable {
  var parameters: [TupleTypeElement]
  var isAsync: Bool
  var throwing: ThrowsClause
  var result: TypeSyntax
}
