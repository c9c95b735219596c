# Shared by the scripts in Scripts/anchors/: where the anchors come from, where the scratch
# packages go, and the edits that turn an anchor's tests into tests of this package's modules.
# Source it (`. "$(dirname "$0")/common.sh"`); it defines functions and variables only.
# Written for bash 3.2 (macOS's /bin/bash) and BSD or GNU tools: no associative arrays, no
# `sed -i`, no `mapfile`.
#
# Environment:
#   ANCHOR_MIRRORS  a folder of local git mirrors laid out as <owner>+<name>/repo (a bare
#                   repository or a clone); without it the anchors are cloned from GitHub
#   ANCHOR_WORK     where the scratch packages go (default /tmp/reactivestyles-anchors); it must
#                   lie outside this repository, which never depends on an anchor

# The repository this script belongs to: the scratch packages depend on it by path.
# Physical paths (pwd -P) here and for ANCHOR_WORK: on macOS /tmp is a link to /private/tmp, and
# only resolved paths compare reliably.
ANCHOR_REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd -P)
ANCHOR_WORK=${ANCHOR_WORK:-/tmp/reactivestyles-anchors}

# The pinned versions every script measures against.
ANCHOR_RXSWIFT_TAG=6.10.2
ANCHOR_REACTIVESWIFT_TAG=7.2.1
ANCHOR_QUICK_TAG=v7.6.2
ANCHOR_NIMBLE_TAG=v13.8.0
ANCHOR_ASYNC_ALGORITHMS_TAG=1.1.4
ANCHOR_COLLECTIONS_TAG=1.5.0

anchor_fail() {
  echo "anchors: $*" >&2
  exit 1
}

anchor_note() {
  echo "== $*" >&2
}

# anchor_prepare_work: makes $ANCHOR_WORK, refusing a folder inside this repository.
anchor_prepare_work() {
  mkdir -p "$ANCHOR_WORK" || anchor_fail "cannot create $ANCHOR_WORK"
  ANCHOR_WORK=$(cd "$ANCHOR_WORK" && pwd -P)
  case "$ANCHOR_WORK/" in
    "$ANCHOR_REPO_ROOT"/*) anchor_fail "ANCHOR_WORK ($ANCHOR_WORK) lies inside the repository; choose a folder outside it" ;;
  esac
}

# anchor_checkout OWNER/NAME TAG: prints the path of a work tree of the anchor at TAG, under
# $ANCHOR_WORK/checkouts, from $ANCHOR_MIRRORS/<owner>+<name>/repo when set, else from GitHub.
# A checkout already at TAG is reused.
anchor_checkout() {
  local slug=$1 tag=$2
  local name=${slug#*/}
  local into="$ANCHOR_WORK/checkouts/$name-$tag"
  if [ -d "$into/.git" ] && [ "$(git -C "$into" rev-parse HEAD 2>/dev/null)" = \
    "$(git -C "$into" rev-parse "refs/tags/$tag^{commit}" 2>/dev/null)" ]; then
    echo "$into"
    return 0
  fi
  rm -rf "$into"
  mkdir -p "$ANCHOR_WORK/checkouts"
  local source depth=""
  if [ -n "${ANCHOR_MIRRORS:-}" ]; then
    source="$ANCHOR_MIRRORS/$(echo "$slug" | tr / +)/repo"
    [ -d "$source" ] || anchor_fail "no mirror of $slug at $source"
  else
    source="https://github.com/$slug.git"
    depth="--depth=1"
  fi
  anchor_note "checking out $slug $tag from $source"
  git -c advice.detachedHead=false clone -q $depth --branch "$tag" "$source" "$into" >&2 ||
    anchor_fail "cannot clone $slug at $tag from $source"
  echo "$into"
}

# anchor_map_imports FILE...: rewrites the anchors' module names in import lines to this
# package's modules, in place. `@testable import` keeps its attribute.
anchor_map_imports() {
  local file
  for file in "$@"; do
    sed -E \
      -e 's/^([[:space:]]*(@testable[[:space:]]+)?import[[:space:]]+)RxSwift[[:space:]]*$/\1RxStyle/' \
      -e 's/^([[:space:]]*(@testable[[:space:]]+)?import[[:space:]]+)RxRelay[[:space:]]*$/\1RxStyle/' \
      -e 's/^([[:space:]]*(@testable[[:space:]]+)?import[[:space:]]+)RxCocoa[[:space:]]*$/\1RxStyle/' \
      -e 's/^([[:space:]]*(@testable[[:space:]]+)?import[[:space:]]+)RxTest[[:space:]]*$/\1RxStyleTest/' \
      -e 's/^([[:space:]]*(@testable[[:space:]]+)?import[[:space:]]+)RxBlocking[[:space:]]*$/\1RxStyleBlocking/' \
      -e 's/^([[:space:]]*(@testable[[:space:]]+)?import[[:space:]]+)ReactiveSwift[[:space:]]*$/\1ProducerStyle/' \
      -e 's/^([[:space:]]*(@testable[[:space:]]+)?import[[:space:]]+)AsyncAlgorithms[[:space:]]*$/\1AsyncStyle/' \
      "$file" >"$file.mapped" && mv "$file.mapped" "$file"
  done
}

# anchor_map_qualifiers FILE...: rewrites names qualified by an anchor's module
# (`RxSwift.Resources.total`, `ReactiveSwift.SignalProducer`) to this package's module, in place:
# the "names qualified by the module" rows of Documentation/Differences.md.
anchor_map_qualifiers() {
  local file
  for file in "$@"; do
    sed -E \
      -e 's/(^|[^A-Za-z0-9_."])(RxSwift|RxRelay|RxCocoa)\.([A-Za-z_])/\1RxStyle.\3/g' \
      -e 's/(^|[^A-Za-z0-9_."])RxBlocking\.([A-Za-z_])/\1RxStyleBlocking.\2/g' \
      -e 's/(^|[^A-Za-z0-9_."])ReactiveSwift\.([A-Za-z_])/\1ProducerStyle.\2/g' \
      -e 's/(^|[^A-Za-z0-9_."])AsyncAlgorithms\.([A-Za-z_])/\1AsyncStyle.\2/g' \
      "$file" >"$file.mapped" && mv "$file.mapped" "$file"
  done
}

# anchor_drop_function FILE NAME: removes the declaration `func NAME(` from FILE, from its line
# (with the attributes and comment lines right above it) to the brace that closes its body.
# Braces inside string literals are not told apart; the lists of excluded tests name functions
# where that does not matter. Fails when FILE has no such function.
anchor_drop_function() {
  local file=$1 name=$2
  grep -Eq "func[[:space:]]+$name[[:space:]]*[(<]" "$file" || anchor_fail "no func $name in $file"
  awk -v name="$name" '
    function flush() { for (i = 1; i <= held; i++) print kept[i]; held = 0 }
    BEGIN { depth = 0; dropping = 0; held = 0 }
    {
      if (!dropping && $0 ~ ("func[ \t]+" name "[ \t]*[(<]")) {
        dropping = 1; depth = 0; opened = 0; held = 0
      }
      if (!dropping) {
        if ($0 ~ /^[ \t]*(@|\/\/)/) { kept[++held] = $0; next }
        flush(); print; next
      }
      line = $0
      gsub(/"([^"\\]|\\.)*"/, "", line)
      n = split(line, chars, "")
      for (c = 1; c <= n; c++) {
        if (chars[c] == "{") { depth++; opened = 1 }
        else if (chars[c] == "}") depth--
      }
      if (opened && depth <= 0) dropping = 0
    }
    END { flush() }
  ' "$file" >"$file.dropped" && mv "$file.dropped" "$file"
}

# anchor_drop_functions FILE NAME...: anchor_drop_function for each NAME.
anchor_drop_functions() {
  local file=$1
  shift
  local name
  for name in "$@"; do anchor_drop_function "$file" "$name"; done
}

# anchor_timeout SECONDS COMMAND...: runs COMMAND, killed after SECONDS; fails when it fails or
# is killed. Uses timeout(1) (gtimeout on a Mac with coreutils), else perl's alarm.
anchor_timeout() {
  local seconds=$1
  shift
  if command -v timeout >/dev/null 2>&1; then
    timeout "$seconds" "$@"
  elif command -v gtimeout >/dev/null 2>&1; then
    gtimeout "$seconds" "$@"
  else
    perl -e 'alarm shift; exec @ARGV or die "cannot run $ARGV[0]\n"' "$seconds" "$@"
  fi
}

# anchor_failed_cases LOG: prints each failing XCTest case of LOG once ("Suite.test").
anchor_failed_cases() {
  grep -E "^Test Case '.*' failed" "$1" | sed -E "s/^Test Case '-?\[?([^]' ]+)[ .]([^]' ]+)\]?' failed.*/\1.\2/" | sort -u
}
