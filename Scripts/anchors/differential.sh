#!/usr/bin/env bash
# Seeded random scenarios, run on an anchor and on this package side by side: every seed whose
# output differs is printed with both outputs.
#
# Usage: Scripts/anchors/differential.sh producer|async [FIRST_SEED] [COUNT]
#   producer  ReactiveSwift 7.2.1 against ProducerStyle, both driven by their TestScheduler
#   rx        not written yet (see README "Differential runs")
#   async     swift-async-algorithms 1.1.4 against AsyncStyle, both driven by AsyncStyleTest's
#             withVirtualTime scope and its TestClock; each seed runs twice per side, and a
#             second run that prints otherwise is marked "~ unstable"
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
  async)
    slug=apple/swift-async-algorithms
    tag=$ANCHOR_ASYNC_ALGORITHMS_TAG
    anchor_module=AsyncAlgorithms
    our_module=AsyncStyle
    program=AsyncScenarios.swift
    # pattern#row: a differing seed whose header matches the extended regular expression is a
    # documented difference, counted apart; each names its row of Documentation/Differences.md.
    documented='
 zip with #asks its bases in turn (row "`zip`")
_throttle|chunks\(ofCount|chunked\(by#a cancelled consumer gets no held element or chunk (row "`throttle`, `chunks(ofCount:)`, `chunked(by:)`, `chunks(ofCount:or:)`, cancelled")
bufferingOldest|bufferingLatest#which elements a dropping buffer keeps from a burst at one instant is a race (README, Differential runs)
flatMapLatest#asks the base for nothing once cancelled (row "`flatMapLatest`, cancelled")
'
    # The anchor's one library target, its swift-collections dependency from a checkout of its own,
    # and the driver, AsyncStyleTest, on both sides. Member import visibility keeps AsyncStyle's
    # operators, which the driver's module loads, out of the anchor's program.
    write_manifest() {
      local collections
      collections=$(anchor_checkout apple/swift-collections "$ANCHOR_COLLECTIONS_TAG")
      cat >"$package/Package.swift" <<EOF
// swift-tools-version:6.2
import PackageDescription

let reactiveStyles = "$(basename "$ANCHOR_REPO_ROOT")"
let collections = "$(basename "$collections")"
let program: [SwiftSetting] = [.swiftLanguageMode(.v5), .enableUpcomingFeature("MemberImportVisibility")]
let package = Package(
  name: "Differential",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [.package(path: "$ANCHOR_REPO_ROOT"), .package(path: "$collections")],
  targets: [
    .target(
      name: "AsyncAlgorithms",
      dependencies: [
        .product(name: "DequeModule", package: collections),
        .product(name: "OrderedCollections", package: collections),
      ],
      path: "anchor/Sources/AsyncAlgorithms", exclude: ["AsyncAlgorithms.docc"],
      swiftSettings: [
        .enableExperimentalFeature("AvailabilityMacro=AsyncAlgorithms 1.0:macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0"),
        .enableExperimentalFeature("AvailabilityMacro=AsyncAlgorithms 1.1:macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0"),
        .enableExperimentalFeature("AvailabilityMacro=AsyncAlgorithms 1.2:macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0"),
        .enableExperimentalFeature("AvailabilityMacro=AsyncAlgorithms 1.3:macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0"),
        .enableExperimentalFeature("StrictConcurrency=complete"),
      ]),
    .executableTarget(
      name: "Anchor",
      dependencies: ["AsyncAlgorithms", .product(name: "AsyncStyleTest", package: reactiveStyles)],
      swiftSettings: program),
    .executableTarget(
      name: "Ours",
      dependencies: [
        .product(name: "AsyncStyle", package: reactiveStyles), .product(name: "AsyncStyleTest", package: reactiveStyles),
      ],
      swiftSettings: program),
  ]
)
EOF
    }
    ;;
  rx)
    anchor_fail "differential runs for '$style' are not written yet; see README, Differential runs"
    ;;
  *)
    echo "usage: $0 producer|async [FIRST_SEED] [COUNT]" >&2
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
if [ "$(type -t write_manifest)" = function ]; then write_manifest; else cat >"$package/Package.swift" <<EOF
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
fi

source_file="$ANCHOR_REPO_ROOT/Scripts/anchors/Differential/$program"
sed -E "s/^import $anchor_module.*$/import $anchor_module/" "$source_file" >"$package/Sources/Anchor/main.swift"
sed -E "s/^import $anchor_module.*$/import $our_module/" "$source_file" >"$package/Sources/Ours/main.swift"

anchor_note "building the scenarios against $slug $tag and $our_module"
(cd "$package" && swift build -c release --product Anchor >&2 && swift build -c release --product Ours >&2) ||
  anchor_fail "the scenario program does not build"

bin=$(cd "$package" && swift build -c release --show-bin-path)
# run_side PROGRAM OUT: runs the seeds on one side. A seed that runs longer than a minute (a
# deadlock) is written down as "# seed N: hung", and the run goes on from the next seed; the
# programs print each seed's lines as soon as it has run.
run_side() {
  local program=$1 out=$2 seed=$first_seed last=$((first_seed + count))
  : >"$out"
  while [ "$seed" -lt "$last" ]; do
    if anchor_timeout 60 "$bin/$program" "$seed" $((last - seed)) >>"$out"; then return 0; fi
    seed=$(sed -n 's/^# seed \([0-9]*\):.*/\1/p' "$out" | tail -1)
    seed=$((${seed:-$((first_seed - 1))} + 1))
    echo "# seed $seed: hung" >>"$out"
    seed=$((seed + 1))
  done
}
run_side Anchor "$package/anchor.out"
run_side Ours "$package/ours.out"

# One file per seed on each side, compared seed by seed.
rm -rf "$package/split"
mkdir -p "$package/split/anchor" "$package/split/ours"
awk -v dir="$package/split/anchor" '/^# seed /{ file = dir "/" $3 } { print > file }' "$package/anchor.out"
awk -v dir="$package/split/ours" '/^# seed /{ file = dir "/" $3 } { print > file }' "$package/ours.out"

differing=0
known=0
for file in "$package/split/anchor"/*; do
  seed=$(basename "$file")
  if ! cmp -s "$file" "$package/split/ours/$seed"; then
    # A seed that hung on one side is counted below, not compared.
    grep -q '^# seed [0-9]*: hung$' "$file" "$package/split/ours/$seed" && continue
    header=$(head -1 "$package/split/ours/$seed")
    row=$(echo "${documented:-}" | while IFS='#' read -r pattern why; do
      [ -n "$pattern" ] && echo "$header" | grep -Eq -- "$pattern" && { echo "$why"; break; }
    done || true)
    if [ -n "$row" ]; then
      known=$((known + 1))
      [ -n "${VERBOSE:-}" ] || continue
      echo "== seed ${seed%:} differs as documented: $row"
    else
      differing=$((differing + 1))
    fi
    echo "== seed ${seed%:} differs (anchor left, ours right)"
    diff "$file" "$package/split/ours/$seed" || true
  fi
done
families=$("$bin/Ours" 1 1 --families)
unstable_anchor=$(grep -c '^~ unstable' "$package/anchor.out" || true)
unstable_ours=$(grep -c '^~ unstable' "$package/ours.out" || true)
hung_anchor=$(grep -c '^# seed [0-9]*: hung$' "$package/anchor.out" || true)
hung_ours=$(grep -c '^# seed [0-9]*: hung$' "$package/ours.out" || true)
echo "differential $style: $count scenarios from seed $first_seed over $families operator families: $differing differ${documented:+ undocumented, $known as documented rows}"
echo "seeds whose second run printed otherwise: anchor $unstable_anchor, ours $unstable_ours"
echo "seeds that hung: anchor $hung_anchor, ours $hung_ours"
[ "$differing" -eq 0 ] && [ "$unstable_anchor" -eq 0 ] && [ "$unstable_ours" -eq 0 ]
