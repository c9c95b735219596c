#!/usr/bin/env bash
# Proves the exercise track in Exercises/: every exercise builds as shipped and every one of its
# tests fails with its stub (no crash, no hang: a test run has a time limit), then, with every
# reference solution copied over its stub, every test passes. Works on a copy of the folder
# outside the repository, so the files a learner edits are never touched; the copy's package
# depends on this repository by path, as the folder's own does.
# Written for bash 3.2 and BSD or GNU tools.
#
# Environment:
#   EXERCISES_WORK     where the copy goes (default: a new temporary folder); outside this repository
#   EXERCISES_SCRATCH  the copy's build folder (default: its own .build); Exercises/.build reuses the
#                      libraries a learner's checks built, and the next check rebuilds the exercises
set -euo pipefail

REPO_ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=${EXERCISES_WORK:-$(mktemp -d "${TMPDIR:-/tmp}/reactivestyles-exercises.XXXXXX")}
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
case "$WORK/" in
  "$REPO_ROOT"/*) echo "check-exercises: EXERCISES_WORK lies inside the repository" >&2; exit 1 ;;
esac
copy="$WORK/Exercises"

echo "== the exercises command"
swift build --package-path "$REPO_ROOT" --product exercises >"$WORK/build.log" 2>&1 || { tail -30 "$WORK/build.log"; exit 1; }
exercises=$(swift build --package-path "$REPO_ROOT" --show-bin-path)/exercises

echo "== a copy of Exercises/ as shipped, in $copy"
rm -rf "$copy"
mkdir -p "$copy"
(cd "$REPO_ROOT/Exercises" && tar -cf - --exclude ./.build --exclude ./.swiftpm .) | (cd "$copy" && tar -xf -)
# The copy's dependency is this repository, wherever the copy lies.
sed "s|path: \"..\"|path: \"$REPO_ROOT\"|" "$REPO_ROOT/Exercises/Package.swift" >"$copy/Package.swift"
grep -q "path: \"$REPO_ROOT\"" "$copy/Package.swift" || { echo "check-exercises: cannot point the copy at $REPO_ROOT" >&2; exit 1; }

start=$(date +%s)
echo "== stubs: every test of every exercise must fail"
"$exercises" --folder "$copy" ${EXERCISES_SCRATCH:+--scratch-path "$EXERCISES_SCRATCH"} verify
stubs_done=$(date +%s)

echo "== solutions: every test of every exercise must pass"
for solution in "$copy"/Solutions/*.swift; do
  name=$(basename "$solution")
  case "$name" in
    Rx*) module=RxExercises ;;
    Producer*) module=ProducerExercises ;;
    Async*) module=AsyncExercises ;;
    *) echo "check-exercises: $name names no style" >&2; exit 1 ;;
  esac
  cp "$solution" "$copy/Sources/$module/$name"
done
"$exercises" --folder "$copy" ${EXERCISES_SCRATCH:+--scratch-path "$EXERCISES_SCRATCH"} verify --solutions
end=$(date +%s)
echo "check-exercises: stubs $((stubs_done - start))s (build included), solutions $((end - stubs_done))s"
[ -n "${EXERCISES_WORK:-}" ] || rm -rf "$WORK"
