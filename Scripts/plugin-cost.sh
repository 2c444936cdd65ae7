#!/usr/bin/env bash
# What BriskSpyPlugin costs a build: a scratch package whose App target has 20 files (10 models,
# and 10 services that each declare a protocol marked `// brisk:spy`) and whose test target uses
# the 10 spies is built RUNS times (default 5) in each of four ways, taking turns:
#   committed  the same spies written once by `brisk spy`, one file each, and committed, with no
#              plugin (the baseline);
#   compiled   the plugin, with `brisk` compiled from source (the default today);
#   prebuilt   the plugin, running a prebuilt `brisk` from an artifact bundle folder
#              (Scripts/artifact-bundle.sh);
#   zipped     the same bundle zipped, as a release ships it: SwiftPM unzips it on every clean
#              build (a download from a release is cached, so it is left out).
# Each run builds from clean (`swift build --build-tests`), then, incrementally, runs
# `swift build` and `swift test` in turn twice (SwiftPM plans the build again at each switch),
# builds with an environment variable changed (`BRISK_RECORD=1`), and builds after an edit of
# one protocol's file. It prints the median wall time of each step in each way, what the plugin
# adds against committed spies, and, from the last run, how many of the test target's files each
# step compiled and whether the spy command ran. Run by hand (about 15 minutes for 5 runs on 2
# idle cores); the figures are in Benchmarks.md. Needs bash, perl, awk and zip.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
runs=${1:-5}
bundle=.build-artifacts/plugin-cost.artifactbundle
Scripts/artifact-bundle.sh "$bundle" >/dev/null
rm -f "$bundle.zip"
(cd "$(dirname "$bundle")" && zip -q -r -X "$(basename "$bundle").zip" "$(basename "$bundle")")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/App" "$work/Tests/AppTests/Committed"
cat >"$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import Foundation
import PackageDescription

let plugin = ProcessInfo.processInfo.environment["PLUGIN_COST_MODE"] != "committed"
let package = Package(
  name: "PluginCost",
  dependencies: [.package(path: "$repo")],
  targets: [
    .target(name: "App"),
    .testTarget(
      name: "AppTests",
      dependencies: ["App", .product(name: "BriskFixtures", package: "$(basename "$repo")")],
      exclude: plugin ? ["Committed"] : [],
      plugins: plugin ? [.plugin(name: "BriskSpyPlugin", package: "$(basename "$repo")")] : []),
  ],
  swiftLanguageModes: [.v6]
)
SWIFT
{
  echo "import BriskFixtures"
  echo "import Testing"
  echo "@testable import App"
} >"$work/Tests/AppTests/AppTests.swift"
for i in $(seq 0 9); do
  cat >"$work/Sources/App/Model$i.swift" <<SWIFT
public struct Model$i: Equatable, Sendable {
  public var id: Int
  public init(id: Int) { self.id = id }
}
SWIFT
  cat >"$work/Sources/App/Service$i.swift" <<SWIFT
// brisk:spy
/// Loads and saves Model$i.
public protocol Service$i: Sendable {
  func load(id: Int) async throws -> Model$i
  func save(_ model: Model$i) throws
  func track(_ event: String, properties: [String: String])
  var isReady: Bool { get }
  func request<T: Decodable>(_ path: String) async throws -> T
}
SWIFT
  cat >>"$work/Tests/AppTests/AppTests.swift" <<SWIFT

@Test func service$i() async throws {
  let spy = Service${i}Spy()
  spy.loadReturnValue = Model$i(id: $i)
  #expect(try await spy.load(id: $i) == Model$i(id: $i))
  #expect(spy.loadCalls.calls == [$i])
}
SWIFT
done
# One file per spy, as `swift package brisk-spy` writes them and the plugin does, one per
# protocol's file, so every way compiles the same spies.
swift build -q --package-path "$repo" --product brisk
for i in $(seq 0 9); do
  "$(swift build --package-path "$repo" --show-bin-path)/brisk" spy \
    "$work/Sources/App" --protocol "Service$i" --testable-import App \
    --output "$work/Tests/AppTests/Committed/Service${i}Spy.swift" >/dev/null 2>&1
done

cd "$work"
now() { perl -MTime::HiRes=time -e 'printf "%.3f\n", time'; }
median() { tr ' ' '\n' | grep . | sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }
modes="committed compiled prebuilt zipped"
steps="clean build-1 test-1 build-2 test-2 env edit"
results=""
counts=""
# Runs the command after the step's name in the current mode, adding its wall time to results
# and, to counts, the test target's files it compiled and the spy commands it ran.
timed() {
  local step=$1
  shift
  local begin seconds
  begin=$(now)
  PLUGIN_COST_MODE=$mode BRISK_SPY_BUNDLE=$bundle_path "$@" >step.log 2>&1 || {
    cat step.log
    exit 1
  }
  seconds=$(awk -v a="$begin" -v b="$(now)" 'BEGIN {printf "%.2f", b - a}')
  results+="$mode $step $seconds"$'\n'
  local compiled ran
  compiled=$(grep -c "Compiling AppTests" step.log || true)
  ran=$(grep -c "Writing spies" step.log || true)
  counts+="$mode $step $compiled $ran"$'\n'
  printf '  %-8s %6.2f s  %2d AppTests files compiled, %d spy command\n' \
    "$step" "$seconds" "$compiled" "$ran"
}
for run in $(seq 1 "$runs"); do
  for mode in $modes; do
    echo "run $run, $mode:"
    rm -rf .build
    case $mode in
    prebuilt) bundle_path=$bundle ;;
    zipped) bundle_path=$bundle.zip ;;
    *) bundle_path="" ;;
    esac
    timed clean swift build --build-tests
    timed build-1 swift build
    timed test-1 swift test
    timed build-2 swift build
    timed test-2 swift test
    timed env env BRISK_RECORD=1 swift build --build-tests
    echo "// edited in run $run" >>Sources/App/Service0.swift
    timed edit swift build --build-tests
  done
done

echo
echo "median wall time in seconds of $runs runs (what the plugin adds against committed spies):"
printf '%-9s' "step"
for mode in $modes; do printf '%18s' "$mode"; done
echo
for step in $steps; do
  base=$(echo "$results" | awk -v s="$step" '$1 == "committed" && $2 == s {print $3}' | median)
  printf '%-9s' "$step"
  for mode in $modes; do
    value=$(echo "$results" | awk -v m="$mode" -v s="$step" '$1 == m && $2 == s {print $3}' | median)
    if [ "$mode" = committed ]; then
      printf '%18.2f' "$value"
    else
      printf '%18s' "$(awk -v v="$value" -v b="$base" 'BEGIN {printf "%.2f (%+.2f)", v, v - b}')"
    fi
  done
  echo
done
echo
echo "the last run's AppTests files compiled, and spy commands run (with the plugin):"
printf '%-9s' "step"
for mode in $modes; do printf '%18s' "$mode"; done
echo
for step in $steps; do
  printf '%-9s' "$step"
  for mode in $modes; do
    printf '%18s' "$(echo "$counts" | awk -v m="$mode" -v s="$step" \
      '$1 == m && $2 == s {line = $3 (m == "committed" ? "" : ", " $4)} END {print line}')"
  done
  echo
done
cat <<'TEXT'

clean: swift build --build-tests from clean; build-1, test-1, build-2, test-2: swift build and
swift test in turn; env: BRISK_RECORD=1 swift build --build-tests; edit: swift build
--build-tests after a comment is added to one protocol's file.
TEXT
