#!/usr/bin/env bash
# What BriskSpyPlugin adds to a clean build: a scratch package whose test target uses spies of 10
# protocols is built from clean RUNS times (default 5) in each of four ways, taking turns:
#   committed  the same spies written once by `brisk spy`, one file each, and committed, with no
#              plugin (the baseline);
#   compiled   the plugin, with `brisk` compiled from source (the default today);
#   prebuilt   the plugin, running a prebuilt `brisk` from an artifact bundle folder
#              (Scripts/artifact-bundle.sh);
#   zipped     the same bundle zipped, as a release ships it: SwiftPM unzips it on every clean
#              build (a download from a release is cached, so it is left out).
# It prints the median wall time of each and what the plugin adds. Run by hand (about 6 minutes
# for 5 runs on 2 cores); the figures are in the README. Needs bash, perl, awk and zip.
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
      exclude: plugin ? ["Committed"] : ["brisk-spy.json"],
      plugins: plugin ? [.plugin(name: "BriskSpyPlugin", package: "$(basename "$repo")")] : []),
  ],
  swiftLanguageModes: [.v6]
)
SWIFT
echo '{ "testableImports": ["App"] }' >"$work/Tests/AppTests/brisk-spy.json"
{
  echo "import BriskFixtures"
  echo "import Testing"
  echo "@testable import App"
} >"$work/Tests/AppTests/AppTests.swift"
for i in $(seq 0 9); do
  cat >>"$work/Sources/App/Services.swift" <<SWIFT
public struct Model$i: Equatable, Sendable {
  public var id: Int
  public init(id: Int) { self.id = id }
}

// brisk:spy
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
# One file per spy, as the plugin writes them, so both ways compile the same files.
swift build -q --package-path "$repo" --product brisk
for i in $(seq 0 9); do
  "$(swift build --package-path "$repo" --show-bin-path)/brisk" spy \
    "$work/Sources/App/Services.swift" --protocol "Service$i" --testable-import App \
    --output "$work/Tests/AppTests/Committed/Service${i}Spy.swift" >/dev/null 2>&1
done

cd "$work"
now() { perl -MTime::HiRes=time -e 'printf "%.3f\n", time'; }
median() { tr ' ' '\n' | grep . | sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }
modes="committed compiled prebuilt zipped"
results=""
for run in $(seq 1 "$runs"); do
  for mode in $modes; do
    rm -rf .build
    case $mode in
    prebuilt) bundle_path=$bundle ;;
    zipped) bundle_path=$bundle.zip ;;
    *) bundle_path="" ;;
    esac
    begin=$(now)
    PLUGIN_COST_MODE=$mode BRISK_SPY_BUNDLE=$bundle_path swift build --build-tests >build.log 2>&1 || {
      cat build.log
      exit 1
    }
    seconds=$(awk -v a="$begin" -v b="$(now)" 'BEGIN {printf "%.2f", b - a}')
    results+="$mode $seconds"$'\n'
    echo "run $run, $mode: $seconds s"
  done
done

base=$(echo "$results" | awk '$1 == "committed" {print $2}' | median)
for mode in $modes; do
  value=$(echo "$results" | awk -v m="$mode" '$1 == m {print $2}' | median)
  awk -v m="$mode" -v v="$value" -v b="$base" \
    'BEGIN {printf "%-10s median %6.2f s  (%+.2f s against committed spies)\n", m, v, v - b}'
done
