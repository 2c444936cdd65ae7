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
/// A `Stubbed` is `Sendable` when its value is. A spy's static members, shared by every test, and
/// the `nonisolated` members of a `@MainActor` spy keep theirs in ``UncheckedStubbed``.
@propertyWrapper
public final class Stubbed<Value> {
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

/// Safe to share because its storage holds a lock, as long as the value itself may cross threads.
extension Stubbed: Sendable where Value: Sendable {}
