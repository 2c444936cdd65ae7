// Tests for BriskSpyKit land with the spy-generator issue.
