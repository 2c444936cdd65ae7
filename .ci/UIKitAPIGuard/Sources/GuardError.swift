/// A reason the guard cannot run at all, printed as `error: …`.
struct GuardError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
