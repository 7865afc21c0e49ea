#!/usr/bin/env bash
# The library's public API, as a client of TableDeckViews sees it (the views and the re-exported
# bridge and model), against the committed list api/TableDeckViews.txt (symbol graphs from scripts/symbol-graphs.sh): a change to the public
# API fails here until the list is updated on purpose, with a CHANGELOG.md entry (a rename keeps
# the old name as a deprecated alias for one version). Builds the library in debug first, if needed.
# Usage: scripts/check-api.sh            compare, print the diff, fail on any difference
#        scripts/check-api.sh --update   rewrite api/TableDeckViews.txt
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -d /opt/swift/usr/bin ]] && ! command -v swift >/dev/null; then export PATH=/opt/swift/usr/bin:$PATH; fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
folder=$work/symbolgraph
scripts/symbol-graphs.sh "$folder"

current=$work/api.txt
python3 scripts/api-surface.py "$folder" >"$current"
if [[ ${1:-} == --update ]]; then
    cp "$current" api/TableDeckViews.txt
    echo "check-api: api/TableDeckViews.txt updated ($(wc -l <"$current") declarations)"
    exit 0
fi
if ! diff -u --label api/TableDeckViews.txt --label "the build's public API" api/TableDeckViews.txt "$current"; then
    echo "check-api: the public API changed (above). If that is meant, run scripts/check-api.sh --update," >&2
    echo "check-api: say so in CHANGELOG.md, and keep a renamed symbol's old name as a deprecated alias." >&2
    exit 1
fi
echo "check-api: the public API is api/TableDeckViews.txt ($(wc -l <"$current") declarations)"
