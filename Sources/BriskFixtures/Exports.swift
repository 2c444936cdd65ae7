// `import BriskFixtures` brings Brisk's own expectation API (BriskCore) and the seams along, so a
// test needs one import; `import Brisk` adds Nimble's spellings.
@_exported public import BriskCore
@_exported public import BriskSeams
