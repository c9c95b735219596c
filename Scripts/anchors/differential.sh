#!/usr/bin/env bash
# Seeded random scenarios, run on an anchor and on this package side by side: every seed whose
# output differs is printed with both outputs.
#
# Usage: Scripts/anchors/differential.sh producer|rx|async [FIRST_SEED] [COUNT]
#   producer  ReactiveSwift 7.2.1 against ProducerStyle, both driven by their TestScheduler
#   rx        RxSwift 6.10.2 (RxSwift, RxRelay, RxTest, and RxCocoa's Driver and Signal) against
#             RxStyle and RxStyleTest, both driven by their TestScheduler
#   async     swift-async-algorithms 1.1.4 against AsyncStyle, both driven by AsyncStyleTest's
#             withVirtualTime scope and its TestClock; each seed runs twice per side, and a
#             second run that prints otherwise is marked "~ unstable"
#
# One Swift program (Scripts/anchors/Differential/<Style>Scenarios.swift, with the other
# <Style>*.swift files there) builds each scenario from its seed: hot and cold sources on
# virtual time, chains of one or two operators, shared forms with a late consumer. It is
# compiled twice, against the anchor and against ours, with only its import lines changed, since
# the names are the same. Each run prints every event with its virtual time, and when each
# source was subscribed to (started) and when that ended; the producer program also prints each
# source's and inner producer's `on(started:)` and `on(disposed:)`, never-started ones included.
#
# Environment: ANCHOR_MIRRORS and ANCHOR_WORK, as in common.sh. Exit status 0 when every seed
# agrees or differs only as Differential/<Style>Known.txt lists it (each seed naming its row of
# Documentation/Differences.md), 1 when any other seed differs, even only in order.
set -eu
. "$(dirname "$0")/common.sh"

style=${1:-}
first_seed=${2:-1}
count=${3:-1000}

case "$style" in
  producer)
    slug=ReactiveCocoa/ReactiveSwift
    tag=$ANCHOR_REACTIVESWIFT_TAG
    program=Producer
    ;;
  rx)
    slug=ReactiveX/RxSwift
    tag=$ANCHOR_RXSWIFT_TAG
    program=Rx
    ;;
  async)
    slug=apple/swift-async-algorithms
    tag=$ANCHOR_ASYNC_ALGORITHMS_TAG
    program=Async
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
      collections=$(anchor_checkout apple/swift-collections "$ANCHOR_COLLECTIONS_TAG") || exit 1
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
  *)
    echo "usage: $0 producer|rx|async [FIRST_SEED] [COUNT]" >&2
    exit 2
    ;;
esac

anchor_prepare_work
checkout=$(anchor_checkout "$slug" "$tag")
package="$ANCHOR_WORK/differential-$style"
mkdir -p "$package/Sources/Anchor" "$package/Sources/Ours"
rm -rf "$package/anchor"
ln -s "$checkout" "$package/anchor"

# The anchor's sources become targets of the scratch package, so that its own package manifest
# (and the test dependencies it names) is never resolved.
ours=$(basename "$ANCHOR_REPO_ROOT")
if [ "$style" = producer ]; then
  anchor_targets='
    .target(
      name: "ReactiveSwift", path: "anchor/Sources", exclude: ["Info.plist", "ReactiveSwift.h"],
      swiftSettings: [.swiftLanguageMode(.v5)]),'
  anchor_deps='"ReactiveSwift"'
  our_deps=".product(name: \"ProducerStyle\", package: \"$ours\")"
elif [ "$style" = rx ]; then
  # RxCocoa builds on Apple platforms only; its sharing sequences (SharedSequence, Driver,
  # Signal) need only RxSwift and RxRelay, so those folders become a target of their own.
  rm -rf "$package/RxCocoa"
  mkdir -p "$package/RxCocoa"
  for folder in SharedSequence Driver Signal; do
    cp -p "$checkout/RxCocoa/Traits/$folder/"*.swift "$package/RxCocoa/"
  done
  rm -f "$package/RxCocoa/ControlEvent+"*.swift "$package/RxCocoa/ControlProperty+"*.swift
  anchor_targets='
    .target(
      name: "RxSwift", path: "anchor/RxSwift",
      exclude: [
        "Info.plist", "Observables/CombineLatest+arity.tt", "Observables/Zip+arity.tt",
        "Traits/Infallible/Infallible+CombineLatest+arity.tt", "Traits/Infallible/Infallible+Zip+arity.tt",
        "Traits/PrimitiveSequence/PrimitiveSequence+Zip+arity.tt",
      ], swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "RxRelay", dependencies: ["RxSwift"], path: "anchor/RxRelay",
      exclude: ["Info.plist"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "RxTest", dependencies: ["RxSwift"], path: "anchor/RxTest", exclude: ["Info.plist"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "RxCocoa", dependencies: ["RxSwift", "RxRelay"], path: "RxCocoa",
      swiftSettings: [.swiftLanguageMode(.v5)]),'
  anchor_deps='"RxSwift", "RxRelay", "RxTest", "RxCocoa"'
  our_deps=".product(name: \"RxStyle\", package: \"$ours\"), .product(name: \"RxStyleTest\", package: \"$ours\")"
fi
if [ "$(type -t write_manifest)" = function ]; then write_manifest; else cat >"$package/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Differential",
  dependencies: [.package(path: "$ANCHOR_REPO_ROOT")],
  targets: [$anchor_targets
    .executableTarget(name: "Anchor", dependencies: [$anchor_deps], swiftSettings: [.swiftLanguageMode(.v5)]),
    .executableTarget(name: "Ours", dependencies: [$our_deps], swiftSettings: [.swiftLanguageMode(.v5)]),
  ]
)
EOF
fi

# Both copies of the program are the same files; ours has its import lines mapped to this
# package's modules. The scenarios file is each program's main.swift.
rm -f "$package/Sources/Anchor/"*.swift "$package/Sources/Ours/"*.swift
for source_file in "$ANCHOR_REPO_ROOT/Scripts/anchors/Differential/$program"*.swift; do
  name=$(basename "$source_file")
  [ "$name" = "${program}Scenarios.swift" ] && name=main.swift
  cp "$source_file" "$package/Sources/Anchor/$name"
  sed -E \
    -e 's/^import (RxSwift|RxRelay|RxCocoa)([[:space:]].*)?$/import RxStyle/' \
    -e 's/^import RxTest([[:space:]].*)?$/import RxStyleTest/' \
    -e 's/^import ReactiveSwift([[:space:]].*)?$/import ProducerStyle/' \
    -e 's/^import AsyncAlgorithms([[:space:]].*)?$/import AsyncStyle/' \
    "$source_file" >"$package/Sources/Ours/$name"
done

anchor_note "building the scenarios against $slug $tag and against this package"
(cd "$package" && swift build -c release --product Anchor >&2 && swift build -c release --product Ours >&2) ||
  anchor_fail "the scenario program does not build"

bin=$(cd "$package" && swift build -c release --show-bin-path)
# run_side PROGRAM OUT: runs the seeds on one side. A seed that runs longer than a minute (a
# deadlock) or stops the program (an assertion) is written down as "# seed N: hung", and the run
# goes on from the next seed; the programs print and flush each seed's lines as soon as it has
# run, so the seed after the last one printed is the one that stopped.
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

# Seeds whose difference is a row of Documentation/Differences.md (<Style>Known.txt, seed|row)
# are counted apart, and so are seeds whose lines are the same but for where, within one
# instant, a source's disposal (the end of its run) falls; the rx run matches RxSwift's order
# there too, so it counts such a seed as any other. Every other differing seed is printed with
# both outputs.
known_file="$ANCHOR_REPO_ROOT/Scripts/anchors/Differential/${program}Known.txt"
known=""
[ -f "$known_file" ] && known=$(grep -v '^#' "$known_file" || true)
disposal='^[0-9]+ (S[0-9]|I[-0-9#]+) (disposed|end)$'
differing=0
listed=0
ordering=0
for file in "$package/split/anchor"/*; do
  seed=$(basename "$file")
  seed=${seed%:}
  ours_file="$package/split/ours/$seed:"
  cmp -s "$file" "$ours_file" && continue
  # A seed that hung on one side is counted below, not compared.
  grep -q '^# seed [0-9]*: hung$' "$file" "$ours_file" && continue
  row=$(echo "$known" | sed -n "s/^$seed|//p")
  if [ -z "$row" ] && [ -n "${documented:-}" ]; then
    header=$(head -1 "$ours_file")
    row=$(echo "$documented" | while IFS='#' read -r pattern why; do
      [ -n "$pattern" ] && echo "$header" | grep -Eq -- "$pattern" && { echo "$why"; break; }
    done || true)
  fi
  if [ -n "$row" ]; then
    listed=$((listed + 1))
    echo "== seed $seed differs as documented: $row"
    [ -n "${VERBOSE:-}" ] && { diff "$file" "$ours_file" || true; }
  elif [ "$style" != rx ] && [ "$(grep -Ev "$disposal" "$file")" = "$(grep -Ev "$disposal" "$ours_file")" ] &&
    [ "$(sort "$file")" = "$(sort "$ours_file")" ]; then
    ordering=$((ordering + 1))
    echo "== seed $seed differs only in where a source's disposal falls within its instant (anchor left, ours right)"
    diff "$file" "$ours_file" || true
  else
    differing=$((differing + 1))
    echo "== seed $seed differs (anchor left, ours right)"
    diff "$file" "$ours_file" || true
  fi
done
for seed in $(echo "$known" | sed -n 's/|.*//p'); do
  if [ -f "$package/split/anchor/$seed:" ] && cmp -s "$package/split/anchor/$seed:" "$package/split/ours/$seed:"; then
    echo "== seed $seed is listed in $(basename "$known_file") but no longer differs: drop it"
  fi
done
families=$("$bin/Ours" 1 1 --families)
unstable_anchor=$(grep -c '^~ unstable' "$package/anchor.out" || true)
unstable_ours=$(grep -c '^~ unstable' "$package/ours.out" || true)
hung_anchor=$(grep -c '^# seed [0-9]*: hung$' "$package/anchor.out" || true)
hung_ours=$(grep -c '^# seed [0-9]*: hung$' "$package/ours.out" || true)
echo "differential $style: $count scenarios from seed $first_seed over $families:" \
  "$((differing + ordering + listed)) differ; $listed as rows of Differences.md," \
  "$ordering only in where a source's disposal falls within an instant, $differing otherwise"
echo "seeds whose second run printed otherwise: anchor $unstable_anchor, ours $unstable_ours"
echo "seeds that hung: anchor $hung_anchor, ours $hung_ours"
[ "$differing" -eq 0 ] && [ "$ordering" -eq 0 ] && [ "$unstable_anchor" -eq 0 ] && [ "$unstable_ours" -eq 0 ]
