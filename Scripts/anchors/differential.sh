#!/usr/bin/env bash
# Seeded random scenarios, run on an anchor and on this package side by side: every seed whose
# output differs is printed with both outputs.
#
# Usage: Scripts/anchors/differential.sh producer|rx [FIRST_SEED] [COUNT]
#   producer  ReactiveSwift 7.2.1 against ProducerStyle, both driven by their TestScheduler
#   rx        RxSwift 6.10.2 (RxSwift, RxRelay, RxTest, and RxCocoa's Driver and Signal) against
#             RxStyle and RxStyleTest, both driven by their TestScheduler
#   async     not compared: see README "Differential runs" for why
#
# One Swift program (Scripts/anchors/Differential/<Style>Scenarios.swift, with the other
# <Style>*.swift files there) builds each scenario from its seed: hot and cold sources on
# virtual time, chains of one or two operators, shared forms with a late consumer. It is
# compiled twice, against the anchor and against ours, with only its import lines changed, since
# the names are the same. Each run prints every event with its virtual time, and when each
# source was subscribed to (started) and when that ended.
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
    anchor_fail "differential runs for '$style' are not written yet; see README, Differential runs"
    ;;
  *)
    echo "usage: $0 producer|rx [FIRST_SEED] [COUNT]" >&2
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
else
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
cat >"$package/Package.swift" <<EOF
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
    "$source_file" >"$package/Sources/Ours/$name"
done

anchor_note "building the scenarios against $slug $tag and against this package"
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

# Seeds whose difference is a row of Documentation/Differences.md (<Style>Known.txt, seed|row)
# are counted apart, and so are seeds whose lines are the same but for where, within one
# instant, a source's disposal (the end of its run) falls. Every other differing seed is printed
# with both outputs.
known_file="$ANCHOR_REPO_ROOT/Scripts/anchors/Differential/${program}Known.txt"
known=""
[ -f "$known_file" ] && known=$(grep -v '^#' "$known_file" || true)
disposal='^[0-9]+ (S[0-9]|I[-0-9#]+) (dispose|end)$'
differing=0
documented=0
ordering=0
for file in "$package/split/anchor"/*; do
  seed=$(basename "$file")
  seed=${seed%:}
  ours_file="$package/split/ours/$seed:"
  cmp -s "$file" "$ours_file" && continue
  row=$(echo "$known" | sed -n "s/^$seed|//p")
  if [ -n "$row" ]; then
    documented=$((documented + 1))
    echo "== seed $seed differs as documented: $row"
  elif [ "$(grep -Ev "$disposal" "$file")" = "$(grep -Ev "$disposal" "$ours_file")" ] &&
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
echo "differential $style: $count scenarios from seed $first_seed over $families:" \
  "$((differing + ordering + documented)) differ; $documented as rows of Differences.md," \
  "$ordering only in where a source's disposal falls within an instant, $differing otherwise"
[ "$differing" -eq 0 ] && [ "$ordering" -eq 0 ]
