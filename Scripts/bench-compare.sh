#!/usr/bin/env bash
# Compares the benchmark cells of two revisions, cell by cell, so that a change can show that no
# cell got slower.
#
#   Scripts/bench-compare.sh BASE [NEW]            # instructions per element, NEW / BASE per cell
#   Scripts/bench-compare.sh --time BASE [NEW]     # CPU time, the two builds run alternately
#   Scripts/bench-compare.sh --baseline FILE [NEW] # NEW against a file written by --write
#   Scripts/bench-compare.sh --write FILE [NEW]    # counts NEW and writes them as a baseline
#
# BASE and NEW are git revisions, or paths to `benchmarks` binaries already built in release;
# NEW defaults to the checkout as it is, uncommitted changes included. Each revision is built in release in one scratch worktree outside the repository
# ($BENCH_WORK, default ${TMPDIR:-/tmp}/reactivestyles-bench), checked out in turn so that a
# second revision rebuilds only the modules that differ; binaries are kept per commit.
#
# Instructions (the default) are counted by valgrind's callgrind, which serialises threads and
# counts the same work the same way on a busy machine: each cell runs once at two sizes in a
# process of its own (`benchmarks --run-case CELL --size N --iterations 1 --warmup 0`), and the
# difference of the two counts divided by the difference of the elements is the cost per element,
# with the process's start-up and the cell's set-up cancelled out. Cells that spin or race between
# threads (the async cells on the global executor) vary by a few percent from run to run.
#
# Options:
#   --cells LIST    comma-separated cells (default: those of the baseline file, else every cell
#                   the NEW build has); `Scripts/bench-compare.sh --list` prints them
#   --time          time instead of counting: ROUNDS rounds, each running every cell in BASE's
#                   build then in NEW's (`--cpu-time --iterations 5 --warmup 1`); prints the median
#                   of the rounds' medians, in nanoseconds per element
#   --rounds N      rounds for --time (default 5)
#   --factor F      the second size is F times the first (default 5); the first is the chain's
#                   --quick size
#   --repeat N      count each cell N times and keep the lowest figure (default 1): the cells that
#                   race threads move by up to a third from one count to the next
#   --threshold P   marks cells more than P % worse (default 5); the exit code stays 0 unless
#                   --strict is given, when it is 3
#   --strict        exit 3 when a cell is marked
#   --list          print the cells of NEW's build and exit
# Needs git, swift, awk; valgrind for instruction counts. Runs with macOS's bash 3.2.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
work=${BENCH_WORK:-${TMPDIR:-/tmp}/reactivestyles-bench}
work=${work%/}

mode=instructions
cells=""
rounds=5
factor=5
repeat=1
threshold=5
strict=0
baseline_file=""
write_file=""
list=0
revisions=()

usage() {
  sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
  exit "${1:-0}"
}

while [ $# -gt 0 ]; do
  case "$1" in
    --cells) cells=$2; shift 2 ;;
    --time) mode=time; shift ;;
    --rounds) rounds=$2; shift 2 ;;
    --factor) factor=$2; shift 2 ;;
    --repeat) repeat=$2; shift 2 ;;
    --threshold) threshold=$2; shift 2 ;;
    --strict) strict=1; shift ;;
    --baseline) baseline_file=$2; shift 2 ;;
    --write) write_file=$2; shift 2 ;;
    --list) list=1; shift ;;
    -h | --help) usage 0 ;;
    --*) echo "bench-compare: unknown option $1" >&2; usage 2 ;;
    *) revisions+=("$1"); shift ;;
  esac
done

# What is compared: two builds, or one build against a file.
if [ -n "$baseline_file" ] || [ -n "$write_file" ] || [ "$list" = 1 ]; then
  [ ${#revisions[@]} -le 1 ] || { echo "bench-compare: one revision with --baseline, --write or --list" >&2; exit 2; }
  new=${revisions[0]:-}
  base=""
else
  [ ${#revisions[@]} -ge 1 ] && [ ${#revisions[@]} -le 2 ] || usage 2
  base=${revisions[0]}
  new=${revisions[1]:-}
fi
if [ "$mode" = time ] && [ -z "$base" ]; then
  echo "bench-compare: --time compares two builds; a baseline file holds instruction counts" >&2
  exit 2
fi
if [ "$mode" = instructions ] && [ "$list" = 0 ] && ! command -v valgrind > /dev/null; then
  echo "bench-compare: valgrind is needed to count instructions (or use --time)" >&2
  exit 2
fi

mkdir -p "$work/bin" "$work/runs"

# Prints the path of a release `benchmarks` binary built from a revision ("" = the checkout).
build() {
  local revision=$1 commit binary
  if [ -n "$revision" ] && [ -f "$revision" ] && [ -x "$revision" ]; then
    echo "$revision"
    return
  fi
  if [ -z "$revision" ]; then
    echo "== building the checkout" >&2
    (cd "$repo" && swift build -c release --product benchmarks >&2)
    binary="$work/bin/checkout"
    cp "$(cd "$repo" && swift build -c release --show-bin-path)/benchmarks" "$binary"
    echo "$binary"
    return
  fi
  commit=$(git -C "$repo" rev-parse --verify "$revision^{commit}")
  binary="$work/bin/$commit"
  if [ ! -x "$binary" ]; then
    echo "== building $revision ($commit) in $work/src" >&2
    if [ ! -d "$work/src" ]; then
      git -C "$repo" worktree add --detach "$work/src" "$commit" >&2
    else
      git -C "$work/src" checkout --quiet --detach "$commit"
    fi
    (cd "$work/src" && swift build -c release --product benchmarks --scratch-path "$work/build" >&2)
    cp "$work/build/release/benchmarks" "$binary"
  fi
  echo "$binary"
}

# The cells a binary has, one a line (from the message of a filter that matches nothing).
cells_of() {
  { "$1" --filter '^no cell$' 2>&1 || true; } | sed -n 's/^This build has: //p' | tr ',' '\n' | sed 's/^ *//' | grep -v '^$'
}

# The --quick size of a cell's chain: the first size of the two it is counted at.
quick_size() {
  case "${1%%/*}" in
    R | W4 | W5 | W5s | W5c | W6) echo 1000 ;;
    W1 | W2) echo 10000 ;;
    W3 | W7) echo 100 ;;
    *) echo 1000 ;;
  esac
}

# Prints "instructions elements" for one run of a cell at a size under callgrind.
count_once() {
  local binary=$1 cell=$2 size=$3 out="$work/runs/callgrind.out" json="$work/runs/cell.json"
  rm -f "$out"
  valgrind --tool=callgrind --callgrind-out-file="$out" \
    "$binary" --run-case "$cell" --size "$size" --iterations 1 --warmup 0 > "$json" 2> "$work/runs/valgrind.log" || {
    echo "bench-compare: $cell at size $size failed; see $work/runs/valgrind.log" >&2
    return 1
  }
  local instructions elements
  instructions=$(awk '/^(summary|totals):/ { print $2; exit }' "$out")
  elements=$(sed -n 's/.*"elements" *: *\([0-9][0-9]*\).*/\1/p' "$json" | head -1)
  echo "$instructions $elements"
}

# Instructions per element of a cell: the difference of two sizes, the lowest of --repeat counts.
count_cell() {
  local binary=$1 cell=$2 small large first second attempt=1
  small=$(quick_size "$cell")
  large=$((small * factor))
  while [ "$attempt" -le "$repeat" ]; do
    first=$(count_once "$binary" "$cell" "$small")
    second=$(count_once "$binary" "$cell" "$large")
    echo "$first $second" | awk '{ printf "%.1f\n", ($3 - $1) / ($4 - $2) }'
    attempt=$((attempt + 1))
  done | sort -g | head -1
}

# The median CPU nanoseconds per element of one timed run of a cell.
time_once() {
  # awk, not sed: the JSON has no final newline, and each figure needs a line of its own.
  "$1" --run-case "$2" --cpu-time --iterations 5 --warmup 1 |
    awk 'match($0, /"median" *: *[0-9.eE+-]+/) { s = substr($0, RSTART, RLENGTH); sub(/.*: */, "", s); print s; exit }'
}

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

new_binary=$(build "$new")
if [ "$list" = 1 ]; then
  cells_of "$new_binary"
  exit 0
fi
if [ -z "$cells" ] && [ -n "$baseline_file" ]; then
  cells=$(awk -F '\t' '!/^#/ && NF >= 2 { print $1 }' "$baseline_file" | paste -sd, -)
fi
if [ -z "$cells" ]; then
  cells=$(cells_of "$new_binary" | paste -sd, -)
fi
cell_list=$(echo "$cells" | tr ',' ' ')
base_binary=""
[ -z "$base" ] || base_binary=$(build "$base")

results="$work/runs/results.tsv"
: > "$results"
if [ "$mode" = time ]; then
  for cell in $cell_list; do : > "$work/runs/base.$(echo "$cell" | tr '/:' '__')"; : > "$work/runs/new.$(echo "$cell" | tr '/:' '__')"; done
  round=1
  while [ "$round" -le "$rounds" ]; do
    for cell in $cell_list; do
      key=$(echo "$cell" | tr '/:' '__')
      echo "== round $round/$rounds: $cell" >&2
      time_once "$base_binary" "$cell" >> "$work/runs/base.$key"
      time_once "$new_binary" "$cell" >> "$work/runs/new.$key"
    done
    round=$((round + 1))
  done
  for cell in $cell_list; do
    key=$(echo "$cell" | tr '/:' '__')
    printf '%s\t%s\t%s\n' "$cell" "$(median < "$work/runs/base.$key")" "$(median < "$work/runs/new.$key")" >> "$results"
  done
  unit="CPU ns/element, median of $rounds rounds"
else
  for cell in $cell_list; do
    echo "== counting $cell" >&2
    if [ -n "$base_binary" ]; then
      old=$(count_cell "$base_binary" "$cell")
    elif [ -n "$baseline_file" ]; then
      old=$(awk -F '\t' -v cell="$cell" '$1 == cell { print $2 }' "$baseline_file")
    else
      old=""
    fi
    printf '%s\t%s\t%s\n' "$cell" "${old:--}" "$(count_cell "$new_binary" "$cell")" >> "$results"
  done
  unit="instructions/element (callgrind, sizes n and ${factor}n)"
fi

if [ -n "$write_file" ]; then
  {
    echo "# Instructions per element of each benchmark cell, counted by Scripts/bench-compare.sh --write"
    echo "# (callgrind, each cell at its --quick size n and ${factor}n; the difference per element)."
    echo "# Revision: $(git -C "$repo" rev-parse --short HEAD)${new:+ ($new)}; $(date -u +%Y-%m-%d)."
    echo "# cell	instructions per element"
    awk -F '\t' '{ print $1 "\t" $3 }' "$results"
  } > "$write_file"
  echo "wrote $write_file" >&2
  exit 0
fi

marked=0
echo "$unit"
printf '%-28s %14s %14s %8s\n' cell "${base:-baseline}" "${new:-checkout}" ratio
while IFS="$(printf '\t')" read -r cell old current; do
  line=$(awk -v c="$cell" -v o="$old" -v n="$current" -v t="$threshold" 'BEGIN {
    if (o == "-" || o + 0 <= 0) { printf "%-28s %14s %14s %8s\n", c, o, n, "-"; exit }
    r = n / o; flag = (r > 1 + t / 100) ? "  worse" : ""
    printf "%-28s %14s %14s %8.3f%s\n", c, o, n, r, flag }')
  echo "$line"
  case "$line" in *worse) marked=$((marked + 1)) ;; esac
done < "$results"
if [ "$marked" -gt 0 ]; then
  echo "$marked cell(s) more than $threshold % worse" >&2
  [ "$strict" = 0 ] || exit 3
fi
