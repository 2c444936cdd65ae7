// `import BriskFixtures` brings the expectation API (BriskCore, with Nimble's spellings from
// BriskNimble) and the seams along, so a test needs one import. The umbrella `Brisk` re-exports
// this module in turn, so `import Brisk` is enough.
@_exported public import BriskCore
@_exported public import BriskNimble
@_exported public import BriskSeams
