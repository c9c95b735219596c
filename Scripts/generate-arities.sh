#!/usr/bin/env bash
# Regenerates the fixed-arity overloads of combineLatest and zip from Scripts/generate-arities.swift
# and formats them as the lint expects. With --check (what CI runs), also fails when the result
# differs from what git has committed.
set -euo pipefail
cd "$(dirname "$0")/.."

mkdir -p .build
swiftc -O Scripts/generate-arities.swift -o .build/generate-arities
# One path a line, none with spaces: word splitting on newlines reads them without bash 4's mapfile.
generated=()
IFS=$'\n'
for path in $(.build/generate-arities .); do generated+=("$path"); done
unset IFS
[ ${#generated[@]} -gt 0 ] || { echo "generate-arities wrote no file" >&2; exit 1; }
swift format --in-place --configuration .swift-format "${generated[@]}"

if [[ "${1:-}" == "--check" ]]; then
  stale="$(git status --porcelain -- "${generated[@]}")"
  if [[ -n "$stale" ]]; then
    git --no-pager diff -- "${generated[@]}"
    echo "$stale" >&2
    echo "the generated arity files above differ from Scripts/generate-arities.swift's output:" >&2
    echo "edit the generator, not the files, then run Scripts/generate-arities.sh and commit the result" >&2
    exit 1
  fi
fi
