#!/usr/bin/env bash
# Checks, on any machine, what keeps the package building on Apple platforms and its scripts
# running on macOS (bash 3.2, BSD tools), as far as reading the files can tell. One line per finding,
# named by its class; exits 1 on any.
#
#   bash Scripts/check-portability.sh              # checks this checkout
#   bash Scripts/check-portability.sh --root DIR   # checks another copy of the package
#   bash Scripts/check-portability.sh --self-test  # plants each hazard in a copy and expects it found
#
# Classes:
#   floor      Package.swift declares no platforms, or one below what the sources need.
#   executor   asTaskExecutor()/asSerialExecutor() (OS 26.4 on Apple) outside an #available(… 26.4) block.
#   glibc      a Glibc-only form outside a Linux branch: `import Glibc`, `SOCK_*.rawValue`, an optional
#              pthread destructor argument.
#   xctest     XCTest or Foundation that only Linux (or macOS) has: recordFailure(withDescription:),
#              Process outside an os(macOS) || os(Linux) branch.
#   accept     shutdown() of the socket a file passes to accept(): on Darwin, shutdown of a listening
#              socket fails with ENOTCONN and does not wake a blocked accept.
#   environ    the C global environ outside a Linux branch: Darwin's headers do not declare it.
#   shell      bash 4 or GNU-only forms (`;;&`, `sed -i` without an attached suffix, setsid, ...) in
#              every script: each *.sh at any depth, and each file of .ci/ or Scripts/ that starts
#              with a sh or bash #! line.
#   docc       docc called by name: Xcode keeps it behind xcrun.
# A "Linux branch" is an #if on Glibc, Musl or os(Linux), or the #else of one on Darwin. Comments
# and strings are skipped. The checks read lines, not syntax: a hazard spelled unusually can slip
# through.
set -euo pipefail

script_dir=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$script_dir/.." && pwd)

swift_files() { # the package's Swift sources, one path a line
  (cd "$1" && find Package.swift Sources Tests Benchmarks Scripts -name '*.swift' -type f 2>/dev/null | sort)
}

shell_files() { # every script, at any depth, one path a line (not this one: it names the hazards)
  # Build folders and git's own files hold no script of the package.
  (cd "$1" && {
    find . \( -name '.build*' -o -name .git -o -name .swiftpm \) -prune -o -type f -name '*.sh' -print
    # A script may also go without the extension: the files of .ci/ and Scripts/ named without one.
    find .ci Scripts \( -name '.build*' -o -name .git \) -prune -o -type f ! -name '*.*' -print 2>/dev/null |
      while IFS= read -r file; do
        head -1 "$file" | grep -qE '^#!.*(/|[[:space:]])(ba)?sh([[:space:]]|$)' && echo "$file"
      done
  } | sed 's|^\./||' | grep -vxF Scripts/check-portability.sh | sort -u) || true
}

check_floor() {
  local manifest="$1/Package.swift" platform
  if ! grep -q 'platforms:' "$manifest"; then
    echo "floor: Package.swift: no platforms: declared (SwiftPM then targets macOS 10.13 and iOS 12)"
    return
  fi
  for platform in '.macOS(.v15)' '.iOS(.v18)' '.tvOS(.v18)' '.watchOS(.v11)' '.visionOS(.v2)'; do
    grep -qF "$platform" "$manifest" || echo "floor: Package.swift: platforms: lacks $platform"
  done
}

# Reads Swift files and tracks the #if branches and the #available blocks each line is in.
swift_awk='
function linux_branch(  i) {
  for (i = 1; i <= depth_if; i++) if (branch[i] == "linux") return 1
  return 0
}
function process_branch(  i) {
  for (i = 1; i <= depth_if; i++) if (branch[i] == "linux" || branch[i] == "macos-or-linux") return 1
  return 0
}
function kind(condition) {
  if (condition ~ /!/) return "other"
  if (condition ~ /canImport\(Glibc\)|canImport\(Musl\)|os\(Linux\)/ && condition !~ /\|\|/) return "linux"
  if (condition ~ /os\(macOS\)/ && condition !~ /os\((iOS|tvOS|watchOS|visionOS)\)/) return "macos-or-linux"
  if (condition ~ /canImport\(Darwin\)|os\(macOS\)/) return "darwin"
  return "other"
}
function report(class, message) {
  printf "%s: %s:%d: %s\n", class, FILENAME, FNR, message
}
# The first argument of a call to NAME on this line ("" if none): `self.` dropped, so a property
# and its uses compare equal.
function first_argument(name, line,   at, rest) {
  if (!match(line, "(^|[^A-Za-z0-9_.])" name "\\([[:space:]]*[A-Za-z_][A-Za-z0-9_.]*")) return ""
  rest = substr(line, RSTART, RLENGTH)
  at = index(rest, name "(")
  rest = substr(rest, at + length(name) + 1)
  sub(/^[[:space:]]+/, "", rest)
  sub(/^self\./, "", rest)
  return rest
}
FNR == 1 { depth_if = 0; braces = 0; guard_depth = -1; pending = 0 }
{
  # String literals emptied and trailing comments cut: a message or a remark may name a hazard.
  line = $0
  gsub(/"([^"\\]|\\.)*"/, "\"\"", line)
  sub(/\/\/.*/, "", line)
  trimmed = line
  sub(/^[[:space:]]+/, "", trimmed)
  if (trimmed ~ /^\/\//) next
  if (trimmed ~ /^#if[[:space:]]/) { depth_if++; branch[depth_if] = kind(trimmed); next }
  if (trimmed ~ /^#elseif[[:space:]]/) { branch[depth_if] = kind(trimmed); next }
  if (trimmed ~ /^#else/) {
    previous = branch[depth_if]
    branch[depth_if] = (previous == "darwin") ? "linux" : "other"
    next
  }
  if (trimmed ~ /^#endif/) { if (depth_if > 0) depth_if--; next }

  if (line ~ /[#@]available\(/ && line ~ /26\.4/) { pending = 1; pending_depth = braces }
  guarded = pending || (guard_depth >= 0 && braces > guard_depth)
  if (line ~ /\.(asTaskExecutor|asSerialExecutor)\(\)/ && !guarded)
    report("executor", "an OS 26.4 executor conversion needs if #available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *)")
  if (line ~ /pthread_key_create\(/ && line ~ /\{/) destructor = 4
  else if (destructor > 0) destructor--
  if (!linux_branch()) {
    if (trimmed ~ /^import Glibc/) report("glibc", "import Glibc outside #if canImport(Glibc)")
    if (line ~ /SOCK_[A-Z]+\.rawValue/) report("glibc", "SOCK_* is a plain Int32 on Darwin: .rawValue only in a Glibc branch")
    if (line ~ /recordFailure\(withDescription/) report("xctest", "recordFailure(withDescription:) is deprecated on Apple: record(_ issue: XCTIssue) there")
    if (destructor > 0 && line ~ /\?\.|if let/) report("glibc", "Glibc passes pthread destructors an optional pointer, Darwin a non-optional one: branch per platform")
  }
  if (line ~ /(^|[^A-Za-z_.])Process(\(|\.|[[:space:]]*\{)/ && !process_branch())
    report("xctest", "Process exists only on macOS and Linux: #if os(macOS) || os(Linux)")
  if (line ~ /(^|[^A-Za-z0-9_.])environ([^A-Za-z0-9_]|$)/ && !linux_branch())
    report("environ", "Darwin declares no environ for Swift: build the environment from ProcessInfo, or _NSGetEnviron() in a Darwin branch")
  # Each shutdown is judged at the end, once every accept of its file is known.
  argument = first_argument("accept", line)
  if (argument != "") accepted[FILENAME SUBSEP argument] = 1
  argument = first_argument("shutdown", line)
  if (argument != "") { shutdowns++; shut_file[shutdowns] = FILENAME; shut_line[shutdowns] = FNR; shut_arg[shutdowns] = argument }

  n = split(line, chars, "")
  for (i = 1; i <= n; i++) {
    if (chars[i] == "{") braces++
    else if (chars[i] == "}") {
      braces--
      if (guard_depth >= 0 && braces <= guard_depth) guard_depth = -1
    }
    if (pending && braces > pending_depth) { guard_depth = pending_depth; pending = 0 }
  }
}
END {
  for (i = 1; i <= shutdowns; i++)
    if ((shut_file[i] SUBSEP shut_arg[i]) in accepted)
      printf "accept: %s:%d: shutdown(%s) of the socket passed to accept: Darwin fails it (ENOTCONN) and accept sleeps on; wake a poll() on a non-blocking listener with a pipe\n", shut_file[i], shut_line[i], shut_arg[i]
}
'

check_swift() {
  local files
  files=$(swift_files "$1")
  [ -n "$files" ] || return 0
  # shellcheck disable=SC2086 # one path a line, none with spaces
  (cd "$1" && awk "$swift_awk" $files)
}

# bash 4 or GNU-only spellings: an extended regex, %, and what to write instead.
shell_hazards='[m]apfile%bash 4: read lines in a while-read loop
[r]eadarray%bash 4: read lines in a while-read loop
declare [-]A%bash 4: associative arrays do not exist in bash 3.2
local [-]A%bash 4: associative arrays do not exist in bash 3.2
declare -n%bash 4.3: no name references in bash 3.2
\$\{[A-Za-z_]+(,,|\^\^)%bash 4: case conversion with tr instead
\|&%bash 4: write 2>&1 |
&>>%bash 4: write >>file 2>&1
coproc %bash 4: no coprocesses in bash 3.2
wait -n%bash 4.3: no wait -n in bash 3.2
readlink [-]f%GNU: BSD readlink has no -f; use cd "$(dirname …)" && pwd
sed[[:space:]]([^|;&]*[[:space:]])?-[A-Za-z]*i([^[:alnum:]._~-]|$)%BSD sed takes the word after -i as a backup suffix, GNU sed none: attach one (sed -i.bak) or write to a temporary file and move it
sed[[:space:]].*--in-place%GNU: BSD sed has no long options; attach a suffix (sed -i.bak) or write to a temporary file
;;&%bash 4: no ;;& in bash 3.2; test each pattern with its own if or case
(^|[^;]);&([[:space:]]|$)%bash 4: no ;& fall-through in bash 3.2
(^|[^A-Za-z0-9_-])setsid([[:space:]]|$)%not on macOS: set -m before starting the job in the background gives it a process group of its own
sed -r%GNU: use sed -E
grep -P%GNU: BSD grep has no -P; use grep -E
grep --perl%GNU: BSD grep has no Perl regexes
xargs -r%GNU: BSD xargs has no -r
date -d%GNU: BSD date has no -d
stat -c%GNU: BSD stat has no -c
find .* -printf%GNU: BSD find has no -printf
sort -V%GNU: BSD sort has no -V
(^|[^A-Za-z_-])nproc%GNU: use getconf _NPROCESSORS_ONLN
(^|[^A-Za-z_-])timeout [0-9]%GNU coreutils: macOS has no timeout command
(^|[^A-Za-z_-])tac %GNU: use tail -r
(^|[^A-Za-z_-])sha256sum%GNU: use shasum -a 256
base64 -w%GNU: BSD base64 has no -w
mktemp --%GNU: BSD mktemp has no long options'

check_shell() {
  local files pattern advice
  files=$(shell_files "$1")
  [ -n "$files" ] || return 0
  # One grep a pattern over every script (-H names the file even when there is one); a hit is
  # "FILE:LINE:TEXT", and whole-line comments are skipped.
  while IFS='%' read -r pattern advice; do
    [ -n "$pattern" ] || continue
    # shellcheck disable=SC2086 # one path a line, none with spaces
    (cd "$1" && grep -nHE -- "$pattern" $files) | grep -vE '^[^:]+:[0-9]+:[[:space:]]*#' |
      while IFS= read -r hit; do
        echo "shell: $(echo "$hit" | cut -d: -f1-2): $advice"
      done || true
  done <<EOF
$shell_hazards
EOF
  # shellcheck disable=SC2086
  (cd "$1" && grep -nHE '(^|[;&|({[:space:]]|then |do )docc[[:space:]]+(convert|merge|preview|process-archive|index)' $files) |
    grep -vE '^[^:]+:[0-9]+:[[:space:]]*#|xcrun docc' | while IFS= read -r hit; do
      echo "docc: $(echo "$hit" | cut -d: -f1-2): docc by name; find it on PATH or with xcrun --find docc"
    done || true
}

check() { # check ROOT: prints every finding
  check_floor "$1"
  check_swift "$1"
  check_shell "$1"
}

self_test() {
  local status=0 clean
  copy=$(mktemp -d "${TMPDIR:-/tmp}/portability.XXXXXX")
  trap 'rm -rf "$copy"' EXIT
  # The whole checkout but its build folders and git's files: every script is checked, at any depth.
  (cd "$root" && tar cf - $(ls -A | grep -vxE '\.build.*|\.git|\.swiftpm')) | (cd "$copy" && tar xf -)
  clean=$(check "$copy")
  if [ -n "$clean" ]; then
    echo "self-test: the unchanged copy already has findings:" >&2
    echo "$clean" >&2
    return 1
  fi
  plant() { # plant CLASS FILE TEXT: adds FILE with TEXT, expects a CLASS finding, removes FILE
    local class=$1 file=$2 text=$3 found
    mkdir -p "$(dirname "$copy/$file")"
    printf '%s\n' "$text" >"$copy/$file"
    found=$(check "$copy" | grep "^$class: " || true)
    rm -f "$copy/$file"
    if [ -n "$found" ]; then
      echo "self-test: $class found: $found"
    else
      echo "self-test: $class NOT found in the planted $file" >&2
      status=1
    fi
  }
  spare() { # spare FILE TEXT: adds FILE with TEXT, a portable form, expects no finding, removes FILE
    local file=$1 text=$2 found
    mkdir -p "$(dirname "$copy/$file")"
    printf '%s\n' "$text" >"$copy/$file"
    found=$(check "$copy")
    rm -f "$copy/$file"
    if [ -n "$found" ]; then
      echo "self-test: the portable form in $file was taken for a hazard: $found" >&2
      status=1
    else
      echo "self-test: spared, as portable: $file: $(printf '%s\n' "$text" | grep -v '^#!' | tr '\n' ' ')"
    fi
  }
  cp "$copy/Package.swift" "$copy/Package.swift.kept"
  grep -v 'platforms:' "$copy/Package.swift.kept" >"$copy/Package.swift"
  if check "$copy" | grep -q '^floor: '; then echo "self-test: floor found: $(check "$copy" | grep '^floor: ')"; else
    echo "self-test: floor NOT found without platforms:" >&2
    status=1
  fi
  mv "$copy/Package.swift.kept" "$copy/Package.swift"
  plant executor Sources/2-Styles/AsyncStyle/Planted.swift \
    'func planted() -> (any TaskExecutor)? { withUnsafeCurrentTask { $0?.unownedTaskExecutor?.asTaskExecutor() } }'
  plant glibc Sources/1-Kernels/StyleInternals/Planted.swift 'import Glibc'
  plant glibc Tests/ShowcaseTests/Planted.swift 'let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)'
  plant glibc Sources/1-Kernels/StyleInternals/Planted.swift "$(printf '%s\n' 'let key: pthread_key_t = {' \
    '  var key = pthread_key_t()' '  pthread_key_create(&key) { pointer in pointer?.deallocate() }' '  return key' '}()')"
  plant xctest Sources/4-TestsAndRunners/TestSupport/Planted.swift "$(printf '%s\n' 'class C: XCTestCase {' \
    '  override func recordFailure(withDescription d: String, inFile f: String, atLine l: Int, expected e: Bool) {}' '}')"
  plant xctest Tests/ShowcaseTests/Planted.swift 'let process = Process()'
  plant shell Scripts/planted.sh "$(printf '%s\n' '#!/usr/bin/env bash' 'mapfile -t lines < <(ls)')"
  plant shell Scripts/planted.sh "$(printf '%s\n' '#!/usr/bin/env bash' 'here=$(readlink '"-f"' "$0")')"
  plant shell Scripts/planted.sh "$(printf '%s\n' '#!/usr/bin/env bash' "sed -i 's/a/b/' file")"
  plant accept Sources/4-TestsAndRunners/TestSupport/Planted.swift "$(printf '%s\n' 'func serve(_ listener: Int32) {' \
    '  let connection = accept(listener, nil, nil)' '  close(connection)' '}' \
    'func stop(_ listener: Int32) { shutdown(listener, Int32(SHUT_RDWR)) }')"
  plant environ Benchmarks/Harness/Planted.swift \
    'let started = posix_spawn(&pid, path, &actions, nil, argv, environ)'
  plant shell Scripts/anchors/planted.sh "$(printf '%s\n' '#!/usr/bin/env bash' 'case $1 in' \
    '  a | all) echo a ;;&' '  b | all) echo b ;;' 'esac')"
  plant shell Scripts/anchors/planted.sh "$(printf '%s\n' '#!/usr/bin/env bash' "sed -i -e 's/a/b/' Package.swift")"
  plant shell Documentation/Tools/planted.sh "$(printf '%s\n' '#!/bin/sh' "sed -i '' 's/a/b/' Package.swift")"
  plant shell Scripts/planted.sh "$(printf '%s\n' '#!/usr/bin/env bash' "sed -E -i 's/a/b/' Package.swift")"
  plant shell Scripts/anchors/planted.sh "$(printf '%s\n' '#!/usr/bin/env bash' '(exec setsid swift test) &')"
  plant shell .ci/planted "$(printf '%s\n' '#!/usr/bin/env bash' 'setsid swift test')"
  spare Scripts/anchors/planted.sh "$(printf '%s\n' '#!/usr/bin/env bash' "sed -i.bak -e 's/a/b/' Package.swift")"
  spare Scripts/anchors/planted.sh "$(printf '%s\n' '#!/usr/bin/env bash' "sed 's/a/b/' f >f.new && grep -i x f.new")"
  spare Scripts/anchors/planted.sh "$(printf '%s\n' '#!/usr/bin/env bash' 'set -m' '(exec swift test) &' 'set +m')"
  spare Sources/4-TestsAndRunners/TestSupport/Planted.swift "$(printf '%s\n' 'func serve(_ listener: Int32) {' \
    '  let connection = accept(listener, nil, nil)' '  shutdown(connection, Int32(SHUT_RDWR))' '}')"
  spare Benchmarks/Harness/Planted.swift "$(printf '%s\n' '#if canImport(Glibc)' '  let variables = environ' '#endif' \
    'let names = ProcessInfo.processInfo.environment.keys')"
  plant docc Scripts/planted.sh "$(printf '%s\n' '#!/usr/bin/env bash' 'docc convert Guide.docc --output-path out')"
  [ "$status" = 0 ] && echo "self-test: every hazard class was found, no portable form was; the unchanged copy has none"
  return "$status"
}

case "${1:-}" in
  --self-test)
    self_test
    exit
    ;;
  --root)
    [ $# -gt 1 ] || { echo "check-portability.sh: --root needs a folder" >&2; exit 2; }
    root=$(cd "$2" && pwd)
    ;;
  "") ;;
  *) echo "check-portability.sh: unknown option '$1' (options: --root DIR, --self-test)" >&2; exit 2 ;;
esac
findings=$(check "$root")
if [ -n "$findings" ]; then
  echo "$findings"
  echo "check-portability: $(echo "$findings" | wc -l | tr -d ' ') finding(s); the classes are listed in Scripts/check-portability.sh" >&2
  exit 1
fi
echo "check-portability: no finding (floor, executor, glibc, xctest, accept, environ, shell, docc)"
