#!/usr/bin/env bash
# Compiles the articles' app code, written as a learner writes it, in a project laid out the way
# Xcode lays out an app: the app code (view models, services) in a library target, its tests in a
# test target. Each style is compiled under three settings:
#   template  Xcode 26's app template: Swift 5 mode, default isolation MainActor, the five
#             "approachable concurrency" upcoming features and member import visibility; its test
#             target has the same features and stays nonisolated by default
#   swift6    Swift 6 mode
#   swift6main Swift 6 mode with default isolation MainActor (the test target stays nonisolated)
# and prints how many warnings and errors each target gets. The code lives in
# Scripts/LearnerProject/<Style>/{App,Tests}; the scratch package depends on this repository by path.
# <Style>Fixed holds the same code with the changes that Documentation/YourAppsSettings.md shows.
# Written for bash 3.2 and BSD or GNU tools.
#
# Environment:
#   LEARNER_WORK   where the scratch package goes (default /tmp/reactivestyles-learner); outside
#                  this repository
#   LEARNER_STYLES the styles to compile (default "Rx Producer Async"; add RxFixed, ProducerFixed,
#                  AsyncFixed for the code as the guide page changes it)
#   LEARNER_SETTINGS the settings (default "template swift6 swift6main")
#   LEARNER_SHOW   1 prints every diagnostic under the table
set -u

# Physical paths (pwd -P), links resolved: on macOS /tmp is a link to /private/tmp, and the compiler
# names files by the path it was given or by the resolved one; comparing links with resolved paths
# would find nothing.
REPO_ROOT=$(cd "$(dirname "$0")/.." && pwd -P)
WORK=${LEARNER_WORK:-/tmp/reactivestyles-learner}
STYLES=${LEARNER_STYLES:-"Rx Producer Async"}
SETTINGS=${LEARNER_SETTINGS:-"template swift6 swift6main"}
mkdir -p "$WORK" || exit 1
WORK_AS_GIVEN=$(cd "$WORK" && pwd)
WORK=$(cd "$WORK" && pwd -P)
case "$WORK/" in
  "$REPO_ROOT"/*) echo "learner-project: LEARNER_WORK lies inside the repository" >&2; exit 1 ;;
esac

approachable='.enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        .enableUpcomingFeature("InferIsolatedConformances"),
        .enableUpcomingFeature("InferSendableFromCaptures"),
        .enableUpcomingFeature("GlobalActorIsolatedTypesUsability"),
        .enableUpcomingFeature("DisableOutwardActorInference"),
        .enableUpcomingFeature("MemberImportVisibility")'

# settings_for SETTING app|tests: the target's swiftSettings.
settings_for() {
  case "$1:$2" in
    template:app) echo "[.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self), $approachable]" ;;
    template:tests) echo "[.swiftLanguageMode(.v5), $approachable]" ;;
    swift6:*) echo "[.swiftLanguageMode(.v6)]" ;;
    swift6main:app) echo "[.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self)]" ;;
    swift6main:tests) echo "[.swiftLanguageMode(.v6)]" ;;
    *) echo "learner-project: unknown setting $1" >&2; exit 1 ;;
  esac
}

# products_for STYLE: the package's products a style's code imports.
products_for() {
  case "${1%Fixed}" in
    Rx) echo '"RxStyle", "RxStyleTest", "RxStyleBlocking"' ;;
    Producer) echo '"ProducerStyle", "ProducerStyleTest"' ;;
    Async) echo '"AsyncStyle", "AsyncStyleTest"' ;;
  esac
}

targets=""
rm -rf "$WORK/Sources" "$WORK/Tests"
for style in $STYLES; do
  for setting in $SETTINGS; do
    app="${style}App_$setting"
    tests="${style}AppTests_$setting"
    mkdir -p "$WORK/Sources/$app" "$WORK/Tests/$tests"
    cp "$REPO_ROOT/Scripts/LearnerProject/$style/App/"*.swift "$WORK/Sources/$app/"
    for file in "$REPO_ROOT/Scripts/LearnerProject/$style/Tests/"*.swift; do
      sed "s/import LearnerApp/import $app/" "$file" >"$WORK/Tests/$tests/$(basename "$file")"
    done
    products=""
    for product in $(products_for "$style" | tr -d '",'); do
      products="$products.product(name: \"$product\", package: \"ReactiveStyles\"), "
    done
    targets="$targets
    .target(
      name: \"$app\", dependencies: [$products],
      swiftSettings: $(settings_for "$setting" app)),
    .testTarget(
      name: \"$tests\", dependencies: [\"$app\", $products],
      swiftSettings: $(settings_for "$setting" tests)),"
  done
done
cat >"$WORK/Package.swift" <<PACKAGE
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "LearnerProject",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [.package(name: "ReactiveStyles", path: "$REPO_ROOT")],
  targets: [$targets
  ]
)
PACKAGE

# physical_paths LOG: LOG's lines, a line that starts with the work folder as given (/tmp/...)
# rewritten to start with its physical path (/private/tmp/... on macOS), so either spelling counts.
# Paths are compared as text (index), never as patterns.
physical_paths() {
  GIVEN="$WORK_AS_GIVEN/" PHYSICAL="$WORK/" awk '
    index($0, ENVIRON["GIVEN"]) == 1 { $0 = ENVIRON["PHYSICAL"] substr($0, length(ENVIRON["GIVEN"]) + 1) }
    { print }' "$1"
}

# diagnostics LOG... : each "FILE:LINE:COLUMN: KIND: ..." line of the LOGs about a file under the
# work folder, the folder's path removed, once.
diagnostics() {
  local file
  for file in "$@"; do physical_paths "$file"; done | PHYSICAL="$WORK/" awk '
    index($0, ENVIRON["PHYSICAL"]) == 1 {
      rest = substr($0, length(ENVIRON["PHYSICAL"]) + 1)
      if (rest ~ /^[^:]+:[0-9]+:[0-9]+: (warning|error):/) print rest
    }' | sort -u
}

# count KIND LOG FOLDER: distinct diagnostics of KIND in files under FOLDER (a path under $WORK).
count() {
  diagnostics "$2" | FOLDER="${3#"$WORK/"}/" KIND="$1" awk '
    index($0, ENVIRON["FOLDER"]) == 1 && substr($0, length(ENVIRON["FOLDER"]) + 1) ~ ("^[^:]+:[0-9]+:[0-9]+: " ENVIRON["KIND"] ":") { n++ }
    END { print n + 0 }'
}

log="$WORK/logs"
rm -rf "$log"
mkdir -p "$log"
printf '%-14s %-11s %-17s %-17s\n' style setting "app warn/err" "tests warn/err"
for style in $STYLES; do
  for setting in $SETTINGS; do
    row=""
    for kind in App AppTests; do
      name="$style${kind}_$setting"
      folder="$WORK/Sources/$name"
      [ "$kind" = AppTests ] && folder="$WORK/Tests/$name"
      (cd "$WORK" && swift build --target "$name" >"$log/$name.txt" 2>&1)
      warnings=$(count warning "$log/$name.txt" "$folder")
      errors=$(count error "$log/$name.txt" "$folder")
      if [ "$kind" = AppTests ] && [ "$app_errors" != 0 ]; then
        row="$row$(printf '%-17s' 'not built')"
      else
        row="$row$(printf '%-17s' "$warnings / $errors")"
      fi
      [ "$kind" = App ] && app_errors=$errors
    done
    printf '%-14s %-11s %s\n' "$style" "$setting" "$row"
  done
done
if [ "${LEARNER_SHOW:-0}" = 1 ]; then
  diagnostics "$log"/*.txt | grep -E '^(Sources|Tests)/'
fi
