/// A value that a test stubs and a spy reads, guarded by a lock: the store behind a spy's return
/// values, errors and handlers, so a `Sendable` spy stays free of data races.
///
/// ```swift
/// final class UserServiceSpy: UserService, @unchecked Sendable {
///   @Stubbed var fetchUserReturnValue: User?
///   @Stubbed var fetchUserHandler: (@Sendable (Int) async throws -> User)?
/// }
///
/// spy.fetchUserReturnValue = User(id: 1)
/// ```
///
/// A static member cannot use a property wrapper in Swift 6, so a spy keeps a `static let` of
/// this type and forwards a computed property to ``wrappedValue``.
@propertyWrapper
public final class Stubbed<Value>: @unchecked Sendable {
  private let storage: Locked<Value>

  /// Creates the store with its first value.
  /// - Parameter wrappedValue: The value until the test sets another.
  public init(wrappedValue: Value) {
    storage = Locked(wrappedValue)
  }

  /// The current value. Reading and writing are safe from any thread.
  public var wrappedValue: Value {
    get { storage.current }
    set { storage.withLock { $0 = newValue } }
  }
}
