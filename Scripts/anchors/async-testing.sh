#!/usr/bin/env bash
# Runs the async testers' own suites twice — swift-clocks' TestClockTests and ImmediateClockTests,
# swift-concurrency-extras' MainSerialExecutorTests — once on the real libraries and once on
# AsyncStyleTest with only the import lines changed, RUNS times in a row each, and prints the
# passes per test.
#
#   Scripts/anchors/async-testing.sh [RUNS [real-clocks|real-extras|ours-clocks|ours-extras|all]]
#
# RUNS defaults to 50; the second argument picks one of the four measurements (default: all).
# RUN_TIMEOUT bounds each run in seconds (default 600): a run that hangs that long is stopped and
# counted as not green.
#
# The anchors come from ANCHOR_MIRRORS/<owner>+<name>/repo when that is set (a local mirror),
# else from GitHub, at the pinned tags below. Everything is built in SCRATCH, outside the
# repository (default /tmp/reactivestyles-async-anchors); the package itself never depends on
# the anchors. Each run is one `swift test` process; the tests are XCTest cases.
set -euo pipefail

RUNS=${1:-50}
which=${2:-all}
case $which in
  real-clocks | real-extras | ours-clocks | ours-extras | all) ;;
  *) echo "async-testing.sh: unknown measurement '$which' (real-clocks, real-extras, ours-clocks, ours-extras, all)" >&2; exit 2 ;;
esac
# PACKAGE: the ReactiveStyles checkout the tests depend on (default: this one; a snapshot clone
# keeps a long measurement apart from edits in progress).
REPO=${PACKAGE:-$(cd "$(dirname "$0")/../.." && pwd)}
SCRATCH=${SCRATCH:-/tmp/reactivestyles-async-anchors}
CLOCKS_TAG=1.0.6
EXTRAS_TAG=1.4.0
OVERLAY_TAG=1.2.2

checkout() { # name owner tag
  local dest=$SCRATCH/checkouts/$1
  [ -d "$dest" ] && return
  local source=https://github.com/$2/$1
  [ -n "${ANCHOR_MIRRORS:-}" ] && source=$ANCHOR_MIRRORS/$2+$1/repo
  git clone --quiet "$source" "$dest"
  git -C "$dest" checkout --quiet "$3"
}

mkdir -p "$SCRATCH/checkouts"
checkout swift-clocks pointfreeco $CLOCKS_TAG
checkout swift-concurrency-extras pointfreeco $EXTRAS_TAG
checkout xctest-dynamic-overlay pointfreeco $OVERLAY_TAG

# The real swift-clocks, its dependencies taken from the checkouts (the docs plugin left out).
# Through a temporary file: GNU and BSD sed disagree on `sed -i` (BSD takes the next word as the
# backup suffix).
clocks_manifest=$SCRATCH/checkouts/swift-clocks/Package.swift
sed -e '/swift-docc-plugin/d' \
  -e 's#.package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.0.0")#.package(path: "../swift-concurrency-extras")#' \
  -e 's#.package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.2.2")#.package(path: "../xctest-dynamic-overlay")#' \
  "$clocks_manifest" >"$clocks_manifest.edited"
mv "$clocks_manifest.edited" "$clocks_manifest"

# The same tests on AsyncStyleTest: only `import Clocks` / `import ConcurrencyExtras` change.
# LockIsolated and ActorIsolated are utilities, not testing tools: a small shim supplies them.
OURS=$SCRATCH/on-asyncstyletest
rm -rf "$OURS/Tests" && mkdir -p "$OURS/Tests/ClocksTests" "$OURS/Tests/ConcurrencyExtrasTests"
cp -R "$SCRATCH/checkouts/swift-clocks/Tests/ClocksTests/Internal" "$OURS/Tests/ClocksTests/"
for file in TestClocksTests ImmediateClockTests; do
  sed 's/^import Clocks$/import AsyncStyleTest/' "$SCRATCH/checkouts/swift-clocks/Tests/ClocksTests/$file.swift" \
    > "$OURS/Tests/ClocksTests/$file.swift"
done
sed 's/^  import ConcurrencyExtras$/  import AsyncStyleTest/' \
  "$SCRATCH/checkouts/swift-concurrency-extras/Tests/ConcurrencyExtrasTests/MainSerialExecutorTests.swift" \
  > "$OURS/Tests/ConcurrencyExtrasTests/MainSerialExecutorTests.swift"
cat > "$OURS/Tests/ConcurrencyExtrasTests/Isolated.swift" <<'SWIFT'
import Foundation

/// A value behind a lock, read and changed through it.
@dynamicMemberLookup final class LockIsolated<Value>: @unchecked Sendable {
  private var stored: Value
  private let lock = NSLock()
  init(_ value: Value) { stored = value }
  var value: Value { lock.withLock { stored } }
  subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject { lock.withLock { stored[keyPath: keyPath] } }
  func withValue<T>(_ change: (inout Value) throws -> T) rethrows -> T { try lock.withLock { try change(&stored) } }
}

/// A value behind an actor.
actor ActorIsolated<Value: Sendable> {
  var value: Value
  init(_ value: Value) { self.value = value }
  func withValue<T: Sendable>(_ change: @Sendable (inout Value) throws -> T) rethrows -> T {
    try change(&value)
  }
}
SWIFT
cat > "$OURS/Package.swift" <<SWIFT
// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "AsyncTestersOnAsyncStyleTest",
  dependencies: [.package(path: "$REPO")],
  targets: [
    .testTarget(
      name: "ClocksTests", dependencies: [.product(name: "AsyncStyleTest", package: "$(basename "$REPO")")],
      swiftSettings: [.swiftLanguageMode(.v5), .enableExperimentalFeature("StrictConcurrency")]),
    .testTarget(
      name: "ConcurrencyExtrasTests", dependencies: [.product(name: "AsyncStyleTest", package: "$(basename "$REPO")")],
      swiftSettings: [.swiftLanguageMode(.v6)]),
  ]
)
SWIFT

# Runs one `swift test` in $1 with filter $2, output to $3, in a process group of its own, so that a
# run past RUN_TIMEOUT seconds is stopped with the processes it started; returns 124 then.
# The group comes from job control (set -m), which bash 3.2 has: a background job started with it on
# leads a group whose number is its pid. macOS has no setsid command.
run_bounded() {
  set -m
  (cd "$1" && exec swift test --skip-build --filter "$2") >"$3" 2>&1 &
  local pid=$! waited=0
  set +m
  while kill -0 "$pid" 2>/dev/null; do
    if [ "$waited" -ge "${RUN_TIMEOUT:-600}" ]; then
      kill -KILL -- "-$pid" 2>/dev/null || true
      wait "$pid" 2>/dev/null || true
      return 124
    fi
    sleep 1
    waited=$((waited + 1))
  done
  wait "$pid"
}

# Runs `swift test` RUNS times in $1 with filter $2; prints how many runs were fully green and, per
# test, how many runs it passed, and how many runs were stopped by the timeout.
measure() {
  local dir=$1 filter=$2 label=$3 log green=0 hung=0 status
  log=$(mktemp)
  (cd "$dir" && swift build --build-tests >"$log.build" 2>&1) || { echo "== $label: build failed"; tail -20 "$log.build"; return; }
  for _ in $(seq "$RUNS"); do
    status=0
    run_bounded "$dir" "$filter" "$log.run" || status=$?
    if [ "$status" -eq 0 ]; then green=$((green + 1)); elif [ "$status" -eq 124 ]; then hung=$((hung + 1)); fi
    grep -oE "Test Case '[^']+' (passed|failed)" "$log.run" | sed "s/Test Case '//; s/'//" >>"$log" || true
  done
  echo "== $label: $green of $RUNS runs fully green, $hung stopped after ${RUN_TIMEOUT:-600} s"
  sort "$log" | uniq -c | awk '{print "  " $2 " " $3 ": " $1}'
  rm -f "$log" "$log.run" "$log.build"
}

# wanted NAME: whether the second argument asks for the measurement NAME (one test each: bash 3.2
# has no `;;&` to fall through a case).
wanted() { [ "$which" = all ] || [ "$which" = "$1" ]; }

if wanted real-clocks; then
  measure "$SCRATCH/checkouts/swift-clocks" 'TestClockTests|ImmediateClockTests' "swift-clocks $CLOCKS_TAG (real)"
fi
if wanted real-extras; then
  measure "$SCRATCH/checkouts/swift-concurrency-extras" 'MainSerialExecutor' "swift-concurrency-extras $EXTRAS_TAG (real)"
fi
if wanted ours-clocks; then
  measure "$OURS" 'TestClockTests|ImmediateClockTests' "swift-clocks' tests on AsyncStyleTest"
fi
if wanted ours-extras; then
  measure "$OURS" 'MainSerialExecutor' "swift-concurrency-extras' tests on AsyncStyleTest"
fi
