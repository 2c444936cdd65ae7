import BriskCore
import Dispatch

/// A value another task changes while a test polls it.
public final class Changing<Value: Sendable>: @unchecked Sendable {
  private let lock = Locked(0)
  private var value: Value
  public private(set) var reads = 0

  public init(_ value: Value) {
    self.value = value
  }

  public var current: Value {
    lock.withLock { _ in
      reads += 1
      return value
    }
  }

  /// Changes the value at once, on the caller's thread.
  public func setNow(_ newValue: Value) {
    lock.withLock { _ in value = newValue }
  }

  /// Changes the value from a dispatch queue, not the cooperative pool, which CPU-heavy tests
  /// running in parallel can keep busy.
  public func set(_ newValue: Value, after milliseconds: Int = 0) {
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(milliseconds)) {
      self.lock.withLock { _ in self.value = newValue }
    }
  }
}
