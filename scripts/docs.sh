#!/usr/bin/env bash
# Builds the library's documentation, a static DocC site, with the toolchain's own `docc` (no
# SwiftPM plugin), and fails on any problem: a DocC warning (an unresolved ``Symbol`` link, a bad
# topic group …) or a public or open symbol without a doc comment, in TableDeckViews or in the
# two modules it re-exports (TableDeckBridge, TableDeckModel). Run by scripts/test.sh after the
# build; about 10 s when the debug build is up to date.
#
#   1. swift build --target TableDeckViews (the debug build; no extra compiler flags, so the test
#      command's build is not rebuilt), then swift-symbolgraph-extract -minimum-access-level
#      public on its modules: one symbol graph each for TableDeckViews, TableDeckBridge and
#      TableDeckModel
#   2. scripts/docs-symbols.py check: every public symbol has a `///` comment (file:line of each
#      that has none)
#   3. scripts/docs-symbols.py merge: the three modules' graphs as one module, TableDeckViews, as
#      a client sees it after `import TableDeckViews` (the compiler's graphs leave re-exported
#      symbols out)
#   4. docc convert Sources/TableDeckViews/TableDeckViews.docc --warnings-as-errors
#      --transform-for-static-hosting, into the output folder
#
# The catalog's images, Resources/example-*.png, are committed because the articles show them and
# docc fails without them: each is an example package's window (Examples/NAME) on Xvfb, cropped
# to the window with ImageMagick's `import` (no script takes them). Retake one after a change to
# its example's look.
#
# Usage: scripts/docs.sh [OUTPUT_DIR]   default .build/docs (git-ignored); prints the site's index.
# Serve the folder with any static web server, e.g. `python3 -m http.server -d .build/docs`, and
# open /documentation/tabledeckviews. For a site hosted below a path (GitHub Pages: /TableDeck),
# set DOCS_HOSTING_BASE_PATH=/TableDeck.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -d /opt/swift/usr/bin ]] && ! command -v docc >/dev/null; then export PATH=/opt/swift/usr/bin:$PATH; fi
command -v docc >/dev/null || { echo "docs: docc not found (it comes with the Swift toolchain)" >&2; exit 1; }
start=$SECONDS
out=${1:-.build/docs}
catalog=Sources/TableDeckViews/TableDeckViews.docc

# An existing output folder is replaced only when it is a DocC site (never, say, a home folder
# passed by mistake).
if [[ -e $out && ! ( -f $out/metadata.json && -d $out/data ) ]] && [[ -n $(ls -A "$out" 2>/dev/null) ]]; then
    echo "docs: $out exists and is not a DocC site; not overwriting it" >&2
    exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

graphs=$work/symbolgraph
scripts/symbol-graphs.sh "$graphs"

status=0
python3 scripts/docs-symbols.py check "$graphs" || status=1

python3 scripts/docs-symbols.py merge "$graphs" "$work/graphs"

hosting=()
[[ -n ${DOCS_HOSTING_BASE_PATH:-} ]] && hosting=(--hosting-base-path "$DOCS_HOSTING_BASE_PATH")
docc_status=0
docc convert "$catalog" \
    --additional-symbol-graph-dir "$work/graphs" \
    --fallback-display-name TableDeckViews \
    --fallback-bundle-identifier io.github.tabledeck.TableDeckViews \
    --output-path "$work/site" \
    --transform-for-static-hosting "${hosting[@]}" \
    --warnings-as-errors >"$work/docc.log" 2>&1 || docc_status=$?
# Belt and braces: any diagnostic docc prints fails the run, whatever its exit status says.
if [[ $docc_status -ne 0 ]] || grep -qE '(warning|error):' "$work/docc.log"; then
    grep -E '(warning|error):' -A3 "$work/docc.log" >&2 || cat "$work/docc.log" >&2
    echo "docs: docc reported problems (above; exit status $docc_status)" >&2
    status=1
fi
if [[ $status -ne 0 ]]; then
    echo "docs: failed after $((SECONDS - start)) s" >&2
    exit 1
fi
[[ -f $work/site/index.html && -f $work/site/data/documentation/tabledeckviews.json ]] || {
    echo "docs: docc wrote no site with a TableDeckViews landing page" >&2
    exit 1
}
rm -rf "$out"
mkdir -p "$(dirname "$out")"
mv "$work/site" "$out"
echo "docs: DocC site built in $((SECONDS - start)) s, no warnings; serve $out and open /documentation/tabledeckviews" >&2
echo "$(cd "$out" && pwd)/index.html"
