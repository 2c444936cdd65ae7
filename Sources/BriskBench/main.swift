// brisk-bench: prints Brisk's performance figures. Run it in release:
//
//   swift run -c release brisk-bench            # every group
//   swift run -c release brisk-bench core       # one group: core, typecheck, polling,
//                                               # fixtures, animations, snapshots, spies or time
import Foundation

let groups: [(name: String, run: () -> Void)] = [
  ("core", CoreBenchmarks.run),
  ("typecheck", TypeCheckBenchmark.run),
  ("polling", PollingBenchmarks.run),
  ("fixtures", FixtureBenchmarks.run),
  ("animations", AnimationBenchmarks.run),
  ("snapshots", SnapshotBenchmarks.run),
  ("spies", SpyBenchmarks.run),
  ("time", VirtualTimeBenchmarks.run),
]

let requested = Set(ProcessInfo.processInfo.arguments.dropFirst())
let unknown = requested.subtracting(groups.map(\.name))
if !unknown.isEmpty {
  print("brisk-bench: unknown group \(unknown.sorted().joined(separator: ", "))")
  print("groups: \(groups.map(\.name).joined(separator: ", "))")
  exit(2)
}
#if DEBUG
  print("warning: brisk-bench is a debug build; run `swift run -c release brisk-bench`\n")
#endif
for group in groups where requested.isEmpty || requested.contains(group.name) {
  group.run()
  print()
}
