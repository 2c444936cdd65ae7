// `import Brisk` brings Brisk's own API (BriskCore) and Nimble's spellings on top of it
// (BriskNimble): the one line a Nimble user changes. A target that wants Brisk's own API alone
// imports BriskCore.
@_exported public import BriskCore
@_exported public import BriskNimble
