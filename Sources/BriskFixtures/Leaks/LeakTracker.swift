/// Remembers objects weakly and, when its scope ends, reports each one still alive at the line
/// where it was tracked.
///
/// One tracker backs each scope: a `withLeakTracking { }` call, a test under the
/// `.checksForLeaks` trait, or an XCTest test through its teardown.
final class LeakTracker: Sendable {
  /// The scope the current task is in, if any.
  @TaskLocal static var current: LeakTracker?

  /// Sendable because the object is only ever checked against `nil`, never used: loading a weak
  /// reference is safe from any thread.
  private struct Entry: @unchecked Sendable {
    weak var object: AnyObject?
    let name: String
    let location: CodeLocation
  }

  private let entries = Locked([Entry]())
  /// When the check runs, for the message: `the test ends`, `withLeakTracking ends`.
  let boundary: String

  init(boundary: String) {
    self.boundary = boundary
  }

  /// Starts watching `object`; a leak is reported at `location`.
  func track(_ object: AnyObject, at location: CodeLocation) {
    let name = "<\(String(describing: type(of: object)))>"
    entries.withLock { $0.append(Entry(object: object, name: name, location: location)) }
  }

  /// Reports every tracked object that is still alive, oldest first, and stops watching all.
  ///
  /// ```text
  /// expected <LeakyController> to be released when the test ends, but it is still alive
  /// ```
  func verify() {
    let tracked = entries.withLock { entries in
      defer { entries = [] }
      return entries
    }
    for entry in tracked where entry.object != nil {
      BriskCore.fail(
        "expected \(entry.name) to be released when \(boundary), but it is still alive",
        at: entry.location)
    }
  }

  /// Runs `body` as a scope of its own, then checks what it tracked.
  static func scope<Result>(
    _ boundary: String, _ body: () throws -> Result
  ) rethrows -> Result {
    let tracker = LeakTracker(boundary: boundary)
    defer { tracker.verify() }
    return try $current.withValue(tracker, operation: body)
  }

  /// Runs async `body` as a scope of its own, then checks what it tracked.
  static func scope<Result>(
    _ boundary: String,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    let tracker = LeakTracker(boundary: boundary)
    defer { tracker.verify() }
    return try await $current.withValue(tracker, operation: body)
  }
}
