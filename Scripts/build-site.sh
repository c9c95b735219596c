#!/usr/bin/env bash
# Builds the documentation site: the guide (every Markdown page of the repository, the README as
# its landing page) and the API reference of every library module, linked both ways and merged
# into one static DocC archive. Needs only the Swift toolchain (swift, swiftc, and docc on PATH
# or, with Xcode, through `xcrun`). Runs from a fresh clone: it builds the package with its tests
# first (what `swift test` builds too, so either reuses the other's work), since the symbol graphs
# are read from every built module.
#
#   bash Scripts/build-site.sh                       # writes .build/site/ReactiveStyles.doccarchive
#   bash Scripts/build-site.sh --serve               # then serves it on http://127.0.0.1:8000/documentation
#   bash Scripts/build-site.sh --scratch-path DIR    # builds in DIR instead of .build (as CI does)
#
# Warnings are errors: a broken symbol or page link, or a page missing from the archive, fails it.
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/site
serve=false
scratch=.build
while [ $# -gt 0 ]; do
  case "$1" in
    --serve) serve=true ;;
    --scratch-path)
      [ $# -gt 1 ] || { echo "build-site.sh: --scratch-path needs a folder" >&2; exit 2; }
      scratch=$2
      shift
      ;;
    *) echo "build-site.sh: unknown option '$1' (options: --serve, --scratch-path DIR)" >&2; exit 2 ;;
  esac
  shift
done

# Xcode keeps docc behind xcrun; a toolchain from swift.org puts it on PATH.
if command -v docc >/dev/null 2>&1; then
  docc_tool=$(command -v docc)
elif command -v xcrun >/dev/null 2>&1 && xcrun --find docc >/dev/null 2>&1; then
  docc_tool=$(xcrun --find docc)
else
  echo "build-site.sh: docc is neither on PATH nor found by xcrun; install a Swift toolchain or Xcode" >&2
  exit 1
fi

modules=($(grep -oE '\.library\(name: "[A-Za-z]+"' Package.swift | sed -E 's/.*"(.*)"/\1/'))
rm -rf "$out"
mkdir -p "$out/graphs" "$out/archives" "$out/tools"

echo "== build (with the tests: the symbol graphs cover every module the package declares)"
swift build --build-tests --scratch-path "$scratch" >"$out/build.log" 2>&1 || { tail -30 "$out/build.log"; exit 1; }
echo "== symbol graphs"
swift package --scratch-path "$scratch" dump-symbol-graph --minimum-access-level public \
  >"$out/dump-symbol-graph.log" 2>&1 || { tail -30 "$out/dump-symbol-graph.log"; exit 1; }
graphs=$(ls -d "$scratch"/*/symbolgraph | head -1)
for module in "${modules[@]}"; do
  mkdir -p "$out/graphs/$module"
  cp "$graphs/$module.symbols.json" "$out/graphs/$module/"
  cp "$graphs/$module"@*.symbols.json "$out/graphs/$module/" 2>/dev/null || true
done

echo "== catalogs from the Markdown pages"
swiftc -O Scripts/Site/*.swift -o "$out/tools/site-catalogs"
"$out/tools/site-catalogs" "$PWD" "$graphs" "$out/catalogs" "${modules[@]}"

convert() { # convert CATALOG NAME OUTPUT [docc options…]
  local catalog=$1 name=$2 archive=$3
  shift 3
  "$docc_tool" convert "$catalog" --fallback-display-name "$name" --fallback-bundle-identifier "org.reactivestyles.$name" \
    --output-path "$archive" --enable-experimental-external-link-support --transform-for-static-hosting "$@" \
    >"$archive.log" 2>&1 || { cat "$archive.log"; echo "docc failed on $name" >&2; exit 1; }
}

# The guide links to symbols and the modules link to the guide: a first build of the guide gives the
# modules its link targets, and the guide is built again against the finished modules.
echo "== the guide's link targets"
convert "$out/catalogs/ReactiveStyles.docc" ReactiveStyles "$out/archives/GuideLinks.doccarchive"
dependencies=()
for module in "${modules[@]}"; do
  echo "== $module"
  convert "$out/catalogs/$module.docc" "$module" "$out/archives/$module.doccarchive" \
    --additional-symbol-graph-dir "$out/graphs/$module" --dependency "$out/archives/GuideLinks.doccarchive" \
    --warnings-as-errors
  dependencies+=(--dependency "$out/archives/$module.doccarchive")
done
echo "== the guide"
convert "$out/catalogs/ReactiveStyles.docc" ReactiveStyles "$out/archives/ReactiveStyles.doccarchive" \
  "${dependencies[@]}" --warnings-as-errors

echo "== merge"
archives=("$out/archives/ReactiveStyles.doccarchive")
for module in "${modules[@]}"; do archives+=("$out/archives/$module.doccarchive"); done
"$docc_tool" merge "${archives[@]}" --output-path "$out/ReactiveStyles.doccarchive" \
  --synthesized-landing-page-name ReactiveStyles --synthesized-landing-page-topics-style list >"$out/merge.log" 2>&1 || { cat "$out/merge.log"; exit 1; }

echo "== every page is in the site"
site="$out/ReactiveStyles.doccarchive"
missing=0
for catalog_page in "$out/catalogs/ReactiveStyles.docc"/*.md; do
  name=$(basename "$catalog_page" .md | tr '[:upper:]' '[:lower:]')
  [ "$name" = reactivestyles ] && file="$site/data/documentation/reactivestyles.json" ||
    file="$site/data/documentation/reactivestyles/$name.json"
  [ -f "$file" ] || { echo "missing article: $catalog_page" >&2; missing=1; }
done
for module in "${modules[@]}"; do
  name=$(echo "$module" | tr '[:upper:]' '[:lower:]')
  [ -f "$site/data/documentation/$name.json" ] || { echo "missing module: $module" >&2; missing=1; }
done
[ "$missing" = 0 ] || exit 1
echo "site: $site ($(ls "$out/catalogs/ReactiveStyles.docc"/*.md | wc -l) articles, ${#modules[@]} modules)"

if $serve; then
  command -v python3 >/dev/null ||
    { echo "--serve needs python3; any static file server can serve $site" >&2; exit 1; }
  # Start at the landing page: the DocC renderer of Swift 6.3 shows a module's navigator only
  # when the page is reached from there, not on a direct load of a module page.
  echo "serving on http://127.0.0.1:8000/documentation (Ctrl-C stops)"
  cd "$site" && exec python3 -m http.server 8000 --bind 127.0.0.1
fi
