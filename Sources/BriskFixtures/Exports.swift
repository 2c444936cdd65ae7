// `import BriskFixtures` brings the expectation DSL along, so a test needs one import.
@_exported public import Brisk
