#!/usr/bin/env bash
# Runs RxSwift 6.10.2's own tests (RxSwift, RxRelay, RxBlocking, and RxCocoa's non-UI tests)
# against RxStyle, RxStyleTest and RxStyleBlocking, in a scratch package outside the repository,
# and prints how many pass.
#
#   ANCHOR_MIRRORS=/path/to/mirrors bash Scripts/anchors/rxswift.sh   # local mirrors
#   bash Scripts/anchors/rxswift.sh                                    # clones from GitHub
#
# What is copied: every test file that RxSwift's Linux test runner (Sources/AllTestz) compiles,
# with the files it leaves out for being stale rather than for the platform (QueueTests,
# SubjectConcurrencyTest), and the shared helpers of Tests/ and Tests/Platform. UIKit and AppKit
# tests of RxCocoa are not copied: the package has no UIKit (see Documentation/Differences.md).
#
# What is changed: the import lines (RxSwift, RxRelay, RxCocoa -> RxStyle; RxTest ->
# RxStyleTest; RxBlocking -> RxStyleBlocking), names qualified by a module (`RxSwift.Resources`
# -> `RxStyle.Resources`, the "names qualified by the module" row), and the test methods listed in
# EXCLUDED below, which cannot compile here; each names its row of Differences.md. Nothing else.
#
# Counting: a test is a test method XCTest runs, compiled as RxSwift compiles its tests on Linux
# (os(Linux), DEBUG, TRACE_RESOURCES). The total is the methods run plus the methods excluded;
# a test passes when XCTest reports it passed. RxCocoa's tests are counted apart, in two groups:
# the sharing sequences (Driver, Signal, their operators and concurrency, NotificationCenter) and
# the binding types (ControlEvent, ControlProperty, bind(to:) of Observable and Infallible, and
# the conversions to a shared sequence).
#
# On a loaded machine one test can run out of time: testCompletableContinuationIsNotResumedTwice
# (and its Maybe twin) dispatches 10,000 blocks that each sleep about 5 ms, and must see the last
# one within 10 s. On a 2-core machine shared with other builds it took 9 to 11 s; rerun it alone
# (`swift test --skip-build --filter <name>` in the scratch package) before reading it as a failure.
set -eu
. "$(dirname "$0")/common.sh"

# file|function|why: the test methods that cannot compile against this package.
EXCLUDED='
RxSwiftTests/Observable+ConcatTests.swift|testConcat_TailRecursionCollection|reads maxTailRecursiveSinkStackSize, a debug counter of RxSwift'"'"'s concat sink (row "maxTailRecursiveSinkStackSize")
RxSwiftTests/Observable+ConcatTests.swift|testConcat_TailRecursionSequence|reads maxTailRecursiveSinkStackSize (row "maxTailRecursiveSinkStackSize")
RxSwiftTests/QueueTests.swift|test|tests RxSwift'"'"'s internal Queue through @testable import (row "Queue")
RxSwiftTests/QueueTests.swift|testComplexity|tests RxSwift'"'"'s internal Queue (row "Queue")
RxSwiftTests/SubjectConcurrencyTest.swift|testSubjectIsReentrantForNextAndComplete|keeps its state in RxSwift'"'"'s internal RxMutableBox (row "RxMutableBox")
RxSwiftTests/SubjectConcurrencyTest.swift|testSubjectIsReentrantForNextAndError|keeps its state in RxMutableBox (row "RxMutableBox")
RxSwiftTests/Observable+Tests.swift|testDeferredFactoryClosureLifetime|wait(for:) without a timeout, which XCTest on Linux lacks (row "wait(for: [expectation])")
RxSwiftTests/Observable+Tests.swift|testObservableFactoryClosureLifetime|wait(for:) without a timeout (row "wait(for: [expectation])")
'

# RxCocoa's non-UI test files, by group.
COCOA_SHARED='Driver+Test.swift Signal+Test.swift SharedSequence+OperatorTest.swift SharedSequence+ConcurrencyTests.swift NotificationCenterTests.swift'
COCOA_BINDING='ControlEventTests.swift ControlPropertyTests.swift Observable+BindTests.swift Infallible+BindTests.swift ObservableConvertibleType+SharedSequence.swift'
COCOA_HELPERS='SharedSequence+Test.swift SharedSequence+Extensions.swift'

anchor_prepare_work
source_tree=$(anchor_checkout ReactiveX/RxSwift "$ANCHOR_RXSWIFT_TAG")
package="$ANCHOR_WORK/rxswift"
tests="$package/Tests/AnchorTests"
anchor_note "laying out $package"
rm -rf "$package/Tests" "$package/Package.swift"
mkdir -p "$tests/RxSwiftTests" "$tests/RxCocoaTests" "$tests/Support"

cp -RL "$source_tree/Tests/RxSwiftTests/." "$tests/RxSwiftTests/"
find "$tests/RxSwiftTests" -name '*.tt' -exec rm -f {} +
# BagTest is compiled out on Linux by its own #if; it tests RxSwift's internal Bag.
cp -L "$source_tree/Tests/RxRelayTests/"*.swift "$source_tree/Tests/RxBlockingTests/"*.swift "$tests/RxSwiftTests/"
for file in $COCOA_SHARED $COCOA_BINDING $COCOA_HELPERS; do
  cp -L "$source_tree/Tests/RxCocoaTests/$file" "$tests/RxCocoaTests/"
done
for file in "$source_tree"/Tests/*.swift "$source_tree"/Tests/Platform/*.swift; do
  cp -L "$file" "$tests/Support/"
done

find "$tests" -name '*.swift' | while read -r file; do
  anchor_map_imports "$file"
  anchor_map_qualifiers "$file"
done
echo "$EXCLUDED" | while IFS='|' read -r file function why; do
  [ -n "$file" ] || continue
  anchor_drop_function "$tests/$file" "$function"
done

cat >"$package/Package.swift" <<EOF
// swift-tools-version:6.0
// Generated by Scripts/anchors/rxswift.sh: RxSwift $ANCHOR_RXSWIFT_TAG's tests against this package.
import PackageDescription

let package = Package(
  name: "RxSwiftAnchorTests",
  dependencies: [.package(name: "ReactiveStyles", path: "$ANCHOR_REPO_ROOT")],
  targets: [
    .testTarget(
      name: "AnchorTests",
      dependencies: [
        .product(name: "RxStyle", package: "ReactiveStyles"),
        .product(name: "RxStyleTest", package: "ReactiveStyles"),
        .product(name: "RxStyleBlocking", package: "ReactiveStyles"),
      ],
      swiftSettings: [.define("TRACE_RESOURCES")]
    )
  ],
  swiftLanguageModes: [.v5]
)
EOF

cd "$package"
anchor_note "building (swift build --build-tests)"
swift build --build-tests >"$package/build.log" 2>&1 || {
  grep -E 'error:' "$package/build.log" | head -40
  anchor_fail "the tests did not build; the whole log is $package/build.log"
}
anchor_note "running (swift test --skip-build)"
swift test --skip-build --disable-swift-testing >"$package/test.log" 2>&1 || true

# Which class belongs to which group, from the files that declare it.
classes_of() {
  local file
  for file in "$@"; do
    sed -nE 's/^(final[[:space:]]+)?class[[:space:]]+([A-Za-z0-9_]+).*/\2/p' "$file"
  done
}
cocoa_shared=$(cd "$tests/RxCocoaTests" && classes_of $COCOA_SHARED)
cocoa_binding=$(cd "$tests/RxCocoaTests" && classes_of $COCOA_BINDING)

# count GROUP_CLASSES: prints "run passed" for test cases of the given classes (all when empty).
count() {
  awk -v classes="$1" -v all="$2" '
    BEGIN { n = split(classes, list, /[ \n]+/); for (i = 1; i <= n; i++) if (list[i] != "") wanted[list[i]] = 1 }
    /^Test Case .* (passed|failed)/ {
      name = $0; sub(/^Test Case .-?\[?/, "", name); sub(/[]'"'"' ].*$/, "", name)
      split(name, parts, "."); class = parts[1]
      if (all == "rest" && (class in wanted)) next
      if (all != "rest" && !(class in wanted)) next
      run++; if ($0 ~ /passed/) passed++
    }
    END { printf "%d %d\n", run, passed }
  ' "$package/test.log"
}
excluded=$(echo "$EXCLUDED" | grep -c '|')
set -- $(count "$cocoa_shared $cocoa_binding" rest)
rx_run=$1 rx_passed=$2
set -- $(count "$cocoa_shared" only)
shared_run=$1 shared_passed=$2
set -- $(count "$cocoa_binding" only)
binding_run=$1 binding_passed=$2

echo
echo "RxSwift $ANCHOR_RXSWIFT_TAG (RxSwift, RxRelay, RxBlocking tests): $rx_passed of $((rx_run + excluded)) pass ($rx_run run, $excluded excluded as compile rows of Documentation/Differences.md)"
echo "RxCocoa non-UI, sharing sequences (Driver, Signal, operators, concurrency, NotificationCenter): $shared_passed of $shared_run pass"
echo "RxCocoa non-UI, binding types (ControlEvent, ControlProperty, bind(to:), shared-sequence conversions): $binding_passed of $binding_run pass"
failures=$(anchor_failed_cases "$package/test.log")
if [ -n "$failures" ]; then
  echo "failed:"
  echo "$failures" | sed 's/^/  /'
fi
echo "log: $package/test.log"
[ "$rx_passed" -eq "$rx_run" ] && [ "$shared_passed" -eq "$shared_run" ] && [ "$binding_passed" -eq "$binding_run" ]
