#!/usr/bin/env bash
# The public symbol graphs of the library as a client sees it: TableDeckViews and the two modules
# it re-exports (TableDeckBridge, TableDeckModel), one <Module>.symbols.json each, written to
# OUTPUT_DIR. Read by scripts/docs.sh (the DocC site, every symbol documented) and
# scripts/check-api.sh (the committed API list).
# Usage: scripts/symbol-graphs.sh OUTPUT_DIR
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -d /opt/swift/usr/bin ]] && ! command -v swift >/dev/null; then export PATH=/opt/swift/usr/bin:$PATH; fi
[[ $# -eq 1 ]] || { echo "usage: scripts/symbol-graphs.sh OUTPUT_DIR" >&2; exit 2; }
graphs=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The debug build of the library only (the test command's own build, so nothing is rebuilt), then
# the three modules' symbol graphs extracted from its modules. Not `swift package
# dump-symbol-graph`: that also extracts the test modules and fails while the tests are unbuilt.
# The shared debug build's flags: after scripts/test.sh's build there is nothing to compile.
mapfile -t flags < <(scripts/debug-flags.sh)
swift build --target TableDeckViews "${flags[@]}" >"$work/build.log" 2>&1 || {
    cat "$work/build.log" >&2
    echo "symbol-graphs: swift build --target TableDeckViews failed" >&2
    exit 1
}
bin=$(swift build "${flags[@]}" --show-bin-path)
triple=$(basename "$(dirname "$bin")")
# The bridge's module imports the C modules; CGtkShims' module map is SwiftPM's, written here.
printf 'module CGtkShims {\n    umbrella header "%s"\n    export *\n}\n' \
    "$PWD/Sources/CGtkShims/include/CGtkShims.h" >"$work/CGtkShims.modulemap"
read -ra gtk_includes <<<"$(pkg-config --cflags-only-I gtk4)"
mkdir -p "$graphs"
for module in TableDeckViews TableDeckBridge TableDeckModel; do
    swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$bin/Modules" \
        -Xcc -fmodule-map-file="$work/CGtkShims.modulemap" -Xcc -I -Xcc Sources/CGtkShims/include \
        -Xcc -fmodule-map-file=Sources/CGtk/module.modulemap "${gtk_includes[@]}" \
        -module-cache-path "$bin/ModuleCache" -minimum-access-level public -output-dir "$graphs" >&2 || {
        echo "symbol-graphs: swift-symbolgraph-extract failed for $module" >&2
        exit 1
    }
done

