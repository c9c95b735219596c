#!/usr/bin/env bash
# Seeded random scenarios, run on an anchor and on this package side by side: every seed whose
# output differs is printed with both outputs.
#
# Usage: Scripts/anchors/differential.sh producer [FIRST_SEED] [COUNT]
#   producer  ReactiveSwift 7.2.1 against ProducerStyle, both driven by their TestScheduler
#   rx        not written yet (see README "Differential runs")
#   async     not compared: see README "Differential runs" for why
#
# One Swift program (Scripts/anchors/Differential/<Style>Scenarios.swift) builds each scenario
# from its seed: hot and cold sources on virtual time, chains of one or two operators, shared
# forms with a late consumer. It is compiled twice, against the anchor and against ours, with
# only its import line changed, since the names are the same. Each run prints every event with
# its virtual time, and when each source run started and when its lifetime ended.
#
# Environment: ANCHOR_MIRRORS and ANCHOR_WORK, as in common.sh. Exit status 0 when no seed
# differs, 1 when some do.
set -eu
. "$(dirname "$0")/common.sh"

style=${1:-}
first_seed=${2:-1}
count=${3:-1000}

case "$style" in
  producer)
    slug=ReactiveCocoa/ReactiveSwift
    tag=$ANCHOR_REACTIVESWIFT_TAG
    anchor_module=ReactiveSwift
    our_module=ProducerStyle
    program=ProducerScenarios.swift
    ;;
  rx | async)
    anchor_fail "differential runs for '$style' are not written yet; see README, Differential runs"
    ;;
  *)
    echo "usage: $0 producer [FIRST_SEED] [COUNT]" >&2
    exit 2
    ;;
esac

anchor_prepare_work
checkout=$(anchor_checkout "$slug" "$tag")
package="$ANCHOR_WORK/differential-$style"
mkdir -p "$package/Sources/Anchor" "$package/Sources/Ours"
rm -rf "$package/anchor"
ln -s "$checkout" "$package/anchor"

# The anchor's sources become a target of the scratch package, so that its own package
# manifest (and the test dependencies it names) is never resolved.
cat >"$package/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Differential",
  dependencies: [.package(path: "$ANCHOR_REPO_ROOT")],
  targets: [
    .target(
      name: "$anchor_module", path: "anchor/Sources", exclude: ["Info.plist", "$anchor_module.h"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .executableTarget(name: "Anchor", dependencies: ["$anchor_module"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .executableTarget(
      name: "Ours", dependencies: [.product(name: "$our_module", package: "$(basename "$ANCHOR_REPO_ROOT")")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
  ]
)
EOF

source_file="$ANCHOR_REPO_ROOT/Scripts/anchors/Differential/$program"
sed -E "s/^import $anchor_module.*$/import $anchor_module/" "$source_file" >"$package/Sources/Anchor/main.swift"
sed -E "s/^import $anchor_module.*$/import $our_module/" "$source_file" >"$package/Sources/Ours/main.swift"

anchor_note "building the scenarios against $slug $tag and $our_module"
(cd "$package" && swift build -c release --product Anchor >&2 && swift build -c release --product Ours >&2) ||
  anchor_fail "the scenario program does not build"

bin=$(cd "$package" && swift build -c release --show-bin-path)
"$bin/Anchor" "$first_seed" "$count" >"$package/anchor.out"
"$bin/Ours" "$first_seed" "$count" >"$package/ours.out"

# One file per seed on each side, compared seed by seed.
rm -rf "$package/split"
mkdir -p "$package/split/anchor" "$package/split/ours"
awk -v dir="$package/split/anchor" '/^# seed /{ file = dir "/" $3 } { print > file }' "$package/anchor.out"
awk -v dir="$package/split/ours" '/^# seed /{ file = dir "/" $3 } { print > file }' "$package/ours.out"

differing=0
for file in "$package/split/anchor"/*; do
  seed=$(basename "$file")
  if ! cmp -s "$file" "$package/split/ours/$seed"; then
    differing=$((differing + 1))
    echo "== seed ${seed%:} differs (anchor left, ours right)"
    diff "$file" "$package/split/ours/$seed" || true
  fi
done
families=$("$bin/Ours" 1 1 --families)
echo "differential $style: $count scenarios from seed $first_seed over $families operator families: $differing differ"
[ "$differing" -eq 0 ]
