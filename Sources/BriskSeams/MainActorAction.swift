/// Carries a main-actor closure through a `@Sendable` one that Dispatch or `Timer` requires.
///
/// The closure is made on the main actor and only ever called there: the schedulers call
/// ``body`` inside `MainActor.assumeIsolated`, on the main queue or the main run loop.
final class MainActorAction<Argument>: @unchecked Sendable {
  let body: @MainActor (Argument) -> Void

  init(_ body: @escaping @MainActor (Argument) -> Void) {
    self.body = body
  }
}
