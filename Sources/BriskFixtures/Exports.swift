// `import BriskFixtures` brings Brisk's own expectation API (BriskCore) and the seams
// (BriskSeams) along, so a test of spies and fixtures needs one import. Nimble's spellings
// (BriskNimble) are not among them: `import Brisk` is the one import that adds those.
@_exported public import BriskCore
@_exported public import BriskSeams
