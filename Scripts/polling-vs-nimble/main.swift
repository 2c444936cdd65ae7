// nimble-bench: brisk-bench's polling group, compiled against Nimble 14 through the `Brisk` module
// beside this file. Scripts/polling-vs-nimble.sh builds and runs it.
import Brisk

withFailuresOnStandardError {
  PollingBenchmarks.run()
}
