/// How a spy repeats the `#if` blocks of its protocol: each member declared under a condition is
/// written under the same condition. The `Call` case stays unconditional, which is harmless.
extension SpyPlanner {
  /// Refuses a static requirement inside `#if`: `resetStatics()` would name members that may not
  /// exist.
  mutating func checkCondition(
    _ condition: String?, isStatic: Bool, _ name: String, _ position: SourcePosition
  ) {
    guard let condition, isStatic else { return }
    report(
      "static requirements inside #if are not supported (\(name) under #if \(condition))",
      at: position)
  }

  /// Refuses a requirement inside `#if` whose value the spy's `init` would have to take.
  mutating func reportConditionalInit(_ name: String, _ position: SourcePosition) {
    report(
      "\(name) is inside #if and needs a value from the spy's init, which cannot depend on a "
        + "condition; give it an optional or defaultable type, or move it out of the #if",
      at: position)
  }
}
