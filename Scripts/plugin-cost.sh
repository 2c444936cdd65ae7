#!/usr/bin/env bash
# What BriskSpyPlugin adds to a clean build: a scratch package whose test target uses spies of 10
# protocols is built from clean RUNS times (default 3) in each of three ways, taking turns:
#   committed  the spies written once by `brisk spy` and committed, no plugin (the baseline);
#   compiled   the plugin, with `brisk` compiled from source (the default today);
#   prebuilt   the plugin, running a prebuilt `brisk` (Scripts/artifact-bundle.sh).
# It prints the median wall time of each and what the plugin adds. Run by hand (about 3 minutes
# for 3 runs on 2 cores); the figures are in the README.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
runs=${1:-3}
bundle=.build-artifacts/plugin-cost.artifactbundle
Scripts/artifact-bundle.sh "$bundle" >/dev/null

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
swift run -q --package-path "$repo" brisk spy "$work/Sources/App/Services.swift" \
  --testable-import App --output "$work/Tests/AppTests/Committed/Spies.swift" >/dev/null

cd "$work"
declare -A times
for run in $(seq 1 "$runs"); do
  for mode in committed compiled prebuilt; do
    rm -rf .build
    bundle_path=""
    [ "$mode" = prebuilt ] && bundle_path=$bundle
    begin=$(date +%s.%N)
    PLUGIN_COST_MODE=$mode BRISK_SPY_BUNDLE=$bundle_path swift build --build-tests >build.log 2>&1 || {
      cat build.log
      exit 1
    }
    end=$(date +%s.%N)
    times[$mode]+="$(echo "$end - $begin" | bc) "
    echo "run $run, $mode: $(echo "$end - $begin" | bc | cut -c1-5) s"
  done
done

median() { tr ' ' '\n' | grep . | sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }
base=$(echo "${times[committed]}" | median)
for mode in committed compiled prebuilt; do
  value=$(echo "${times[$mode]}" | median)
  printf '%-10s median %6.2f s  (%+.2f s against committed spies)\n' "$mode" "$value" \
    "$(echo "$value - $base" | bc)"
done
