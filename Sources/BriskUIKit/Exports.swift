#if canImport(UIKit)
  // `import BriskUIKit` brings the fixtures along (BriskFixtures, with Brisk's own expectation
  // API and the seams), so a UIKit test needs one import. Nimble's spellings come with
  // `import Brisk`, as everywhere else.
  @_exported public import BriskFixtures
#endif
