/// A value that a spy's shared storage holds, guarded by a lock, and sent across threads on the
/// spy's word rather than the compiler's: the store behind a spy's static members, and behind the
/// `nonisolated` members of a `@MainActor` spy, whose types the generator cannot know are
/// `Sendable`.
///
/// ```swift
/// final class ThemeStoreSpy: ThemeStore {
///   private static let currentHandlerStub = UncheckedStubbed<(() -> String)?>(wrappedValue: nil)
///   static var currentHandler: (() -> String)? {
///     get { currentHandlerStub.wrappedValue }
///     set { currentHandlerStub.wrappedValue = newValue }
///   }
/// }
/// ```
///
/// Reading and writing are safe from any thread. A value that is not `Sendable` is safe only
/// while one test at a time uses it: call the spy's `resetStatics()` at the start of each test
/// that uses its static members, and keep such tests serialized. Elsewhere, use ``Stubbed``,
/// which is `Sendable` exactly when its value is.
public final class UncheckedStubbed<Value>: @unchecked Sendable {
  private let stubbed: Stubbed<Value>

  /// Creates the box around its first value.
  /// - Parameter wrappedValue: The value until the test sets another.
  public init(wrappedValue: Value) {
    stubbed = Stubbed(wrappedValue: wrappedValue)
  }

  /// The current value, read and written under the lock.
  public var wrappedValue: Value {
    get { stubbed.wrappedValue }
    set { stubbed.wrappedValue = newValue }
  }
}
