#!/usr/bin/env bash
# brisk-bench's polling group beside the same scenarios run by Nimble 14, in one run (issue 23).
#
#   Scripts/polling-vs-nimble.sh [ROUNDS]   # release builds; ROUNDS interleaved runs (default 3),
#                                           # then E_PAIRS (default 6) pairs of runs of E alone,
#                                           # compared in CPU and in context switches
#   Scripts/polling-vs-nimble.sh --smoke    # debug builds, one short run: both sides print every
#                                           # scenario (CI runs this; its figures mean nothing)
#
# The Nimble side is not a port: it compiles brisk-bench's own polling files (PollingBenchmarks,
# ObservablePollingBenchmarks, Measure) unchanged, against a module named `Brisk` that re-exports
# Nimble and adds the few names Nimble spells otherwise (Scripts/polling-vs-nimble/Brisk.swift).
# Every wait is then Nimble's. It is built in a scratch package under /tmp, never in this
# repository, from Nimble 14.0.0 at NIMBLE_URL (default: GitHub, which the machines here serve
# from their local copy). BRISK_BENCH_WAITS and BRISK_BENCH_OBSERVABLE_WAITS apply to both sides.
#
# Rounds alternate which side runs first, and each prints the load average it started at: on a
# shared 2-core machine the figures swing with the load, so read each round's pair together.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
nimble_url=${NIMBLE_URL:-https://github.com/Quick/Nimble}
scratch=${NIMBLE_BENCH_SCRATCH:-/tmp/brisk-polling-nimble.$(printf %s "$repo" | cksum | cut -d' ' -f1)}

smoke=false rounds=3 pairs=${E_PAIRS:-6}
case ${1:-} in
--smoke) smoke=true rounds=1 ;;
'') ;;
*[!0-9]* | 0)
  echo "usage: $0 [ROUNDS | --smoke]" >&2
  exit 2
  ;;
*) rounds=$1 ;;
esac
if [[ ! $pairs =~ ^[0-9]+$ ]]; then
  echo "error: E_PAIRS must be a whole number of pairs, got '$pairs'" >&2
  exit 2
fi
configuration=release
if $smoke; then
  configuration=debug
  export BRISK_BENCH_WAITS=${BRISK_BENCH_WAITS:-3} BRISK_BENCH_OBSERVABLE_WAITS=${BRISK_BENCH_OBSERVABLE_WAITS:-3}
fi

# The scratch package: the shim as `Brisk`, brisk-bench's polling files and a main as the bench.
mkdir -p "$scratch/Sources/Brisk" "$scratch/Sources/nimble-bench"
cp "$repo/Scripts/polling-vs-nimble/Brisk.swift" "$scratch/Sources/Brisk/"
cp "$repo/Scripts/polling-vs-nimble/main.swift" "$scratch/Sources/nimble-bench/"
for file in PollingBenchmarks ObservablePollingBenchmarks Measure; do
  cp "$repo/Sources/BriskBench/$file.swift" "$scratch/Sources/nimble-bench/"
done
cat >"$scratch/Package.swift" <<EOF
// swift-tools-version:6.0
// Written by Scripts/polling-vs-nimble.sh in Brisk's repository; rewritten on every run.
import PackageDescription

let package = Package(
  name: "BriskPollingOnNimble",
  platforms: [.macOS(.v10_15)],
  dependencies: [.package(url: "$nimble_url", exact: "14.0.0")],
  targets: [
    .target(name: "Brisk", dependencies: [.product(name: "Nimble", package: "Nimble")]),
    .executableTarget(name: "nimble-bench", dependencies: ["Brisk"]),
  ],
  swiftLanguageModes: [.v5]
)
EOF

echo "building brisk-bench and nimble-bench ($configuration)"
(cd "$repo" && swift build -c "$configuration" --product brisk-bench >"$scratch/brisk-build.log" 2>&1) ||
  { tail -30 "$scratch/brisk-build.log" >&2; exit 1; }
(cd "$scratch" && swift build -c "$configuration" --product nimble-bench >"$scratch/build.log" 2>&1) ||
  { tail -30 "$scratch/build.log" >&2; exit 1; }
brisk=$(cd "$repo" && swift build -c "$configuration" --show-bin-path)/brisk-bench
nimble=$(cd "$scratch" && swift build -c "$configuration" --show-bin-path)/nimble-bench

# The 1-minute load average (/proc on Linux, sysctl on macOS).
load() {
  if [[ -r /proc/loadavg ]]; then cut -d' ' -f1 /proc/loadavg; else sysctl -n vm.loadavg | awk '{print $2}'; fi
}

# The label of a figure line: what comes before its first colon ("  async, @MainActor C").
labels() { grep -E '^  [^:]+:' "$1" | sed -E 's/^ +([^:]+):.*/\1/'; }

status=0
for round in $(seq 1 "$rounds"); do
  load=$(load)
  if ((round % 2)); then order=(brisk nimble); else order=(nimble brisk); fi
  for side in "${order[@]}"; do
    "${!side}" polling >"$scratch/$side.$round.txt" 2>"$scratch/$side.$round.err" ||
      { echo "error: $side-bench failed:" >&2; tail -n 5 "$scratch/$side.$round".{txt,err} >&2; exit 1; }
  done
  echo
  echo "round $round of $rounds (load average $load at the start; ${order[0]} ran first)"
  while IFS= read -r label; do
    echo "  $label"
    for side in brisk nimble; do
      line=$(grep -F -m1 "  $label:" "$scratch/$side.$round.txt" | sed -E 's/^[^:]+: //') || {
        echo "error: $side-bench printed no '$label' line" >&2
        status=1
      }
      printf '    %-7s %s\n' "$side" "$line"
    done
  done < <(labels "$scratch/brisk.$round.txt")
  if ! diff <(labels "$scratch/brisk.$round.txt") <(labels "$scratch/nimble.$round.txt") >/dev/null; then
    echo "error: the two benches printed different scenarios" >&2
    status=1
  fi
done

# E, the CPU of a 500 ms wait, swings with the machine's state between runs minutes apart, so it
# is measured again in short runs of E alone, the two sides alternating, and compared pair by pair.
if ! $smoke && ((pairs > 0)); then
  for pair in $(seq 1 "$pairs"); do
    if ((pair % 2)); then order=(brisk nimble); else order=(nimble brisk); fi
    for side in "${order[@]}"; do
      BRISK_BENCH_SCENARIOS=E "${!side}" polling >"$scratch/$side.E.$pair.txt" 2>&1 ||
        { echo "error: $side-bench failed:" >&2; tail -n 5 "$scratch/$side.E.$pair.txt" >&2; exit 1; }
    done
  done
  echo
  echo "E alone, $pairs pairs of runs, alternating: ms of CPU and context switches per 500 ms wait"
  echo "(each run's figure the median of its 6 waits)"
  # figure FILE LABEL GROUP: from FILE's E line LABEL, its ms of CPU when GROUP is 1 and its
  # context switches when 3 (GROUP is the group of the expression below that holds the figure).
  figure() {
    grep -F -m1 "  $2:" "$1" | sed -E "s/^[^:]+: ([0-9.]+) ms CPU per 500 ms wait(, ([0-9]+) context switches)?.*/\\$3/"
  }
  median() { printf '%s\n' "$@" | sort -n | awk '{v[NR]=$1} END {print (NR%2 ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2)}'; }
  while IFS= read -r label; do
    echo "  $label"
    for measure in 1:"ms CPU" 3:"context switches"; do
      for side in brisk nimble; do
        figures=$(for pair in $(seq 1 "$pairs"); do figure "$scratch/$side.E.$pair.txt" "$label" "${measure%%:*}"; done | tr '\n' ' ')
        # shellcheck disable=SC2086 # one figure per word
        printf '    %-7s %s: median %s (%s)\n' "$side" "${measure#*:}" "$(median $figures)" "${figures% }"
      done
      lower=0
      for pair in $(seq 1 "$pairs"); do
        b=$(figure "$scratch/brisk.E.$pair.txt" "$label" "${measure%%:*}")
        n=$(figure "$scratch/nimble.E.$pair.txt" "$label" "${measure%%:*}")
        awk -v b="$b" -v n="$n" 'BEGIN {exit !(b <= n)}' && lower=$((lower + 1))
      done
      echo "    brisk at or below nimble in $lower of $pairs pairs (${measure#*:})"
    done
  done < <(labels "$scratch/brisk.E.1.txt")
fi
exit $status
