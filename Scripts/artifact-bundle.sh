#!/usr/bin/env bash
# Packs a prebuilt `brisk` as a SwiftPM artifact bundle, so the spy plugins run it instead of
# compiling `brisk` on a clean build (Package.swift, `BRISK_SPY_BUNDLE`; CONTRIBUTING.md,
# "Releasing").
#
#   Scripts/artifact-bundle.sh [BUNDLE]          build `brisk` for this machine, add it to BUNDLE
#   Scripts/artifact-bundle.sh --index BUNDLE    only rewrite BUNDLE/info.json
#
# BUNDLE defaults to .build-artifacts/brisk.artifactbundle, which git ignores. The version in
# info.json is BRISK_VERSION, else `git describe`. On macOS the
# binary is universal (arm64 and x86_64); on Linux it is built for this machine's architecture
# with the Swift standard library and Foundation linked in, so it runs without a toolchain.
# Every run rewrites info.json from the variants the folder holds, so running this on several
# machines and copying their `brisk-*` folders into one bundle makes one bundle for them all.
set -euo pipefail
cd "$(dirname "$0")/.."

index_only=false
if [ "${1:-}" = "--index" ]; then
  index_only=true
  shift
fi
bundle=${1:-.build-artifacts/brisk.artifactbundle}

if ! $index_only; then
  scratch=.build-bundle
  case "$(uname -s)" in
  Darwin)
    variant=brisk-macos
    flags=(--arch arm64 --arch x86_64)
    ;;
  Linux)
    variant="brisk-$(uname -m)-unknown-linux-gnu"
    flags=(--static-swift-stdlib)
    ;;
  *)
    echo "artifact-bundle: error: no variant for $(uname -s); build on macOS or Linux" >&2
    exit 1
    ;;
  esac
  swift build -c release --product brisk --scratch-path "$scratch" "${flags[@]}"
  bin=$(swift build -c release --product brisk --scratch-path "$scratch" "${flags[@]}" \
    --show-bin-path)
  rm -rf "${bundle:?}/$variant"
  mkdir -p "$bundle/$variant/bin"
  cp "$bin/brisk" "$bundle/$variant/bin/brisk"
  echo "artifact-bundle: added $variant to $bundle"
fi

[ -d "$bundle" ] || {
  echo "artifact-bundle: error: no bundle at $bundle" >&2
  exit 1
}
version=${BRISK_VERSION:-$(git describe --tags --always 2>/dev/null || echo 0.0.0)}
variants=""
for binary in "$bundle"/brisk-*/bin/brisk; do
  [ -f "$binary" ] || continue
  chmod +x "$binary" # a download from another job can lose the executable bit
  folder=$(basename "$(dirname "$(dirname "$binary")")")
  case "$folder" in
  brisk-macos) triples='"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
  *) triples="\"${folder#brisk-}\"" ;;
  esac
  variants+="${variants:+,}
        { \"path\": \"$folder/bin/brisk\", \"supportedTriples\": [$triples] }"
done
[ -n "$variants" ] || {
  echo "artifact-bundle: error: $bundle holds no brisk-*/bin/brisk" >&2
  exit 1
}
cat >"$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "brisk": {
      "type": "executable",
      "version": "$version",
      "variants": [$variants
      ]
    }
  }
}
JSON
echo "artifact-bundle: wrote $bundle/info.json"
