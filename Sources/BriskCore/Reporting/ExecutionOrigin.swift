import Foundation

/// Where code runs: a task, or a thread that runs no task (a GCD queue's, a `Thread`'s). A
/// failure and a `done()` with the same origin ran one after the other in the same task, or on
/// the same thread.
struct ExecutionOrigin: Hashable, Sendable {
  private let id: Int
  private let isTask: Bool

  /// The origin of the caller.
  static var current: ExecutionOrigin {
    if let task = withUnsafeCurrentTask(body: { $0?.hashValue }) {
      return ExecutionOrigin(id: task, isTask: true)
    }
    return ExecutionOrigin(id: ObjectIdentifier(Thread.current).hashValue, isTask: false)
  }
}
