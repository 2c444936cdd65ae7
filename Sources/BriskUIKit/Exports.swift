#if canImport(UIKit)
  // `import BriskUIKit` brings the umbrella `Brisk` along (expectations, Nimble's spellings,
  // spies, fixtures and seams), so a UIKit test needs one import.
  @_exported public import Brisk
  @_exported public import BriskFixtures
#endif
