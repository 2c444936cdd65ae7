// The Swift lexer, shared with the inline snapshot rewriter of `BriskCore`, lives in its own
// module; re-exported here so every file of the generator sees it without an import of its own.
@_exported public import BriskSwiftLexer
