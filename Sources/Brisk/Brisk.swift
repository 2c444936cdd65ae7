// `import Brisk` brings Brisk's own API (BriskCore), Nimble's spellings on top of it
// (BriskNimble), and the spies and fixtures (BriskFixtures, with the seams): the one import of a
// test file, and the one line a Nimble user changes. A target that wants Brisk's own API alone
// imports BriskCore.
@_exported public import BriskCore
@_exported public import BriskFixtures
@_exported public import BriskNimble
