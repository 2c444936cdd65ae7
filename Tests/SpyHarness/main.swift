// The harness `.ci/check-templates` builds from the corpus of generated spies, the filled
// templates and these files, in one `swiftc` invocation against BriskFixtures.
import Foundation

await Harness.exerciseExamples()
await Harness.exerciseCorpus()
await Harness.exerciseFilledTemplates()
exit(Harness.finish() ? 0 : 1)
