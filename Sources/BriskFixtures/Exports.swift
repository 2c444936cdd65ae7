// `import BriskFixtures` brings the expectation DSL and the seams along, so a test needs one
// import.
@_exported public import Brisk
@_exported public import BriskSeams
