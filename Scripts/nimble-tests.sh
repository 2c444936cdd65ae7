#!/usr/bin/env bash
# Runs Nimble 14's own Swift tests for the matchers and the DSL against this Brisk checkout, with
# only `import Nimble` changed to `import Brisk`, one target per file. Run by hand, to see per file
# what compiles and how tests fail; CI runs .ci/check-nimble-tests, which checks the same tests
# against Scripts/nimble-tests/deliberate-differences.txt:
#
#   bash Scripts/nimble-tests.sh [scratch-dir]
#
# It extracts the tests from the machine's local copy of Nimble (a bare git repository; set
# NIMBLE_GIT to use another) into a scratch package under /tmp, never into this repository. Each
# test file becomes its own test target, so each compiles or fails alone; Nimble's test helpers
# (failsWithErrorMessage and the rest) come from Scripts/nimble-tests/Shim.swift, written for
# Brisk. Each target's module is named Nimble_<File>, so errors' domains begin with "Nim" as in
# Nimble's own NimbleTests module (ThrowErrorTest checks that). It prints, per file, whether it compiled and how many tests passed, failed on message
# text only (the expectation failed as Nimble's did, in other words) or failed on behaviour.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
nimble_git=${NIMBLE_GIT:-/opt/swift-packages/Quick/Nimble.git}
tag=${NIMBLE_TAG:-14.0.0}
scratch=${1:-/tmp/brisk-nimble-tests}

rm -rf "$scratch"
mkdir -p "$scratch/Sources/NimbleSharedTestHelpers" "$scratch/Sources/NimbleTestHelpers"
cp "$repo/Scripts/nimble-tests/Shim.swift" "$scratch/Sources/NimbleSharedTestHelpers/"

# Nimble's own test files, with only the import changed.
extract() { # path-in-nimble destination
  git -C "$nimble_git" show "$tag:$1" |
    sed -E 's/^(@testable )?import Nimble$/\1import Brisk/' >"$2"
}

# The shared helpers of Nimble's test target go into every test target that needs them.
helpers=(LinuxSupport.swift Helpers/BackgroundThreadObject.swift Helpers/ObjectWithLazyProperty.swift)
files=$(git -C "$nimble_git" ls-tree -r --name-only "$tag" Tests/NimbleTests |
  grep '\.swift$' | grep -v '/Helpers/' | grep -v 'LinuxSupport.swift')

targets=()
for file in $files; do
  name=Nimble_$(basename "$file" .swift | tr -c 'A-Za-z0-9\n' '_')
  dir="$scratch/Tests/$name"
  mkdir -p "$dir"
  extract "$file" "$dir/$(basename "$file")"
  for helper in "${helpers[@]}"; do
    extract "Tests/NimbleTests/$helper" "$dir/$(basename "$helper")"
  done
  if grep -qE 'asyncEqual|asyncContain|asyncAlwaysFail' "$dir/$(basename "$file")"; then
    extract Tests/NimbleTests/Helpers/AsyncHelpers.swift "$dir/AsyncHelpers.swift"
  fi
  # Declarations that one of Nimble's test files makes for the others: the part of the file
  # above its first test class.
  if [[ $name != Nimble_ThrowErrorTest ]] &&
    grep -qE 'NimbleError|EquatableError|CustomDebugStringConvertibleError' "$dir/$(basename "$file")"; then
    extract Tests/NimbleTests/Matchers/ThrowErrorTest.swift /dev/stdout |
      sed '/^final class /,$d' >"$dir/ThrowErrorTestDeclarations.swift"
  fi
  # AllPassTest.swift makes `Optional` comparable for AsyncAllPassTest.swift too.
  if [[ $name == Nimble_AsyncAllPassTest ]]; then
    extract Tests/NimbleTests/Matchers/AllPassTest.swift /dev/stdout |
      sed '/^final class /,$d' >"$dir/AllPassTestDeclarations.swift"
  fi
  if [[ $name != Nimble_AlwaysFailMatcher ]] && grep -qE 'alwaysFail' "$dir/$(basename "$file")"; then
    extract Tests/NimbleTests/Matchers/AlwaysFailMatcher.swift /dev/stdout |
      sed '/^final class /,$d' >"$dir/AlwaysFailMatcherDeclarations.swift"
  fi
  targets+=("$name")
done

write_manifest() { # target names...
  {
    echo '// swift-tools-version:6.0'
    echo 'import PackageDescription'
    echo 'let package = Package('
    echo '  name: "NimbleTestsOnBrisk",'
    echo "  dependencies: [.package(name: \"Brisk\", path: \"$repo\")],"
    echo '  targets: ['
    echo '    .target(name: "NimbleSharedTestHelpers", dependencies: [.product(name: "Brisk", package: "Brisk")]),'
    for target in "$@"; do
      echo "    .testTarget(name: \"$target\", dependencies: [.product(name: \"Brisk\", package: \"Brisk\"), \"NimbleSharedTestHelpers\"]),"
    done
    echo '  ],'
    echo '  swiftLanguageModes: [.v5]'
    echo ')'
  } >"$scratch/Package.swift"
}

cd "$scratch"
write_manifest "${targets[@]}"
echo "building Brisk and the shim..."
if ! swift build --target NimbleSharedTestHelpers >"$scratch/shim.log" 2>&1; then
  echo "the shim does not compile against this checkout; see $scratch/shim.log"
  exit 1
fi

compiled=()
declare -A status
for target in "${targets[@]}"; do
  if swift build --target "$target" >"$scratch/$target.build.log" 2>&1; then
    compiled+=("$target")
    status[$target]="compiles"
  else
    errors=$(grep ': error:' "$scratch/$target.build.log" | sort -u | wc -l)
    status[$target]="does not compile ($errors errors)"
  fi
done

# Run what compiled, in one test bundle.
write_manifest "${compiled[@]}"
swift build --build-tests >"$scratch/build.log" 2>&1 || true
swift test --skip-build >"$scratch/test.log" 2>&1 || true

total_pass=0 total_text=0 total_behaviour=0 files_ok=0
printf '%-36s %-28s %6s %6s %6s\n' "file" "compile" "pass" "text" "behav"
for target in "${targets[@]}"; do
  pass=0 text=0 behaviour=0
  if [[ ${status[$target]} == compiles ]]; then
    files_ok=$((files_ok + 1))
    src="Tests/$target/$target.swift"
    [[ -f $src ]] || src=$(ls "Tests/$target"/*.swift | head -1)
    classes=$(grep -ohE 'class [A-Za-z0-9_]+' "Tests/$target"/*.swift | awk '{print $2}' | sort -u)
    for class in $classes; do
      pass=$((pass + $(grep -cE "Test Case '$class\.[A-Za-z0-9_]+' passed" test.log || true)))
      for test in $(grep -oE "Test Case '$class\.[A-Za-z0-9_]+' failed" test.log |
        sed -E "s/Test Case '([^']+)' failed/\1/" | sort -u); do
        if grep -F "$test :" test.log | grep ': error:' | grep -qv 'MESSAGE-TEXT:'; then
          behaviour=$((behaviour + 1))
        else
          text=$((text + 1))
        fi
      done
    done
  fi
  total_pass=$((total_pass + pass)) total_text=$((total_text + text))
  total_behaviour=$((total_behaviour + behaviour))
  printf '%-36s %-28s %6s %6s %6s\n' "$target" "${status[$target]}" "$pass" "$text" "$behaviour"
done
echo
echo "files compiling: $files_ok of ${#targets[@]}"
echo "tests: $total_pass passed, $total_text failed on message text only, $total_behaviour failed on behaviour"
echo "logs: $scratch/*.build.log, $scratch/test.log"
