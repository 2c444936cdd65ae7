import Testing

/// UIKit has one key window, so every Swift Testing suite that hosts a window is nested in this
/// one and runs one test at a time. Suites that never host a window run in parallel as usual.
@MainActor
@Suite(.serialized)
struct KeyWindowTests {}
