#if canImport(UIKit)
  // `import BriskUIKit` brings the fixtures and the expectation DSL along, so a test needs one
  // import.
  @_exported public import BriskFixtures
#endif
