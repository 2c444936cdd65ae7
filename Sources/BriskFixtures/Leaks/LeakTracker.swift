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
    /// What may still hold the object, added to its report.
    var note: String?
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

  /// Adds `note`, what may still hold them, to the reports of those of `objects` this tracker
  /// watches, should they be alive when the scope ends.
  func note(_ note: String, for objects: [AnyObject]) {
    entries.withLock { entries in
      for index in entries.indices {
        guard let object = entries[index].object else { continue }
        if objects.contains(where: { $0 === object }) { entries[index].note = note }
      }
    }
  }

  /// Reports every tracked object that is still alive, oldest first, and stops watching all.
  ///
  /// ```text
  /// expected <LeakyController> to be released when the test ends, but it is still alive
  /// expected <Checkout> to be released when withLeakTracking ends, but it is still alive: a transition still held it when its window was torn down (<Checkout> was presenting <Receipt>)
  /// ```
  func verify() {
    let tracked = entries.withLock { entries in
      defer { entries = [] }
      return entries
    }
    for entry in tracked where entry.object != nil {
      let note = entry.note.map { ": \($0)" } ?? ""
      BriskCore.fail(
        "expected \(entry.name) to be released when \(boundary), but it is still alive\(note)",
        at: entry.location)
    }
  }

  /// Runs `body` as a scope of its own, in an autorelease pool where there are pools, then
  /// checks what it tracked once the pool has drained (``LeakVerdict``).
  static func scope<Result>(
    _ boundary: String, _ body: () throws -> Result
  ) rethrows -> Result {
    let tracker = LeakTracker(boundary: boundary)
    defer { tracker.verify() }
    return try LeakVerdict.drainingPool { try $current.withValue(tracker, operation: body) }
  }

  /// Runs async `body` as a scope of its own, then checks what it tracked; on the main actor,
  /// after one more main-queue turn (``LeakVerdict``).
  static func scope<Result>(
    _ boundary: String,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    let tracker = LeakTracker(boundary: boundary)
    do {
      let result = try await $current.withValue(tracker, operation: body)
      await LeakVerdict.afterMainQueueTurn(isolation: isolation)
      tracker.verify()
      return result
    } catch {
      await LeakVerdict.afterMainQueueTurn(isolation: isolation)
      tracker.verify()
      throw error
    }
  }
}

/// The leak-tracking scope the current task is in, for code that knows why an object it tracked
/// may still be alive at the end (a window host whose transition has not ended).
package struct LeakTrackingScope: Sendable {
  private let tracker: LeakTracker

  /// The current task's scope, if any.
  package static var current: LeakTrackingScope? {
    LeakTracker.current.map { LeakTrackingScope(tracker: $0) }
  }

  /// Adds `note` to the reports of those of `objects` the scope tracks, should they leak.
  /// - Parameters:
  ///   - note: What may still hold them, completing "but it is still alive: …".
  ///   - objects: The objects it is about.
  package func note(_ note: String, for objects: [AnyObject]) {
    tracker.note(note, for: objects)
  }
}
