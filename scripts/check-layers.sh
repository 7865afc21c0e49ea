#!/usr/bin/env bash
# One door to GTK: only the bridge (Sources/TableDeckBridge) and the C targets touch C. Fails,
# naming file and line, when a file above the bridge (the views, the app, the tests of both)
# imports CGtk or CGtkShims or calls a C function of GTK, GDK, GLib, graphene, pango or our tdk_
# shims, when the model imports anything GTK-side, or when anything under Sources imports
# Foundation. Run by scripts/test.sh; about a second.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
above=(Sources/TableDeckViews Sources/tabledeck Tests/TableDeckViewsTests Tests/EndToEndTests)
if hits=$(grep -rnE '^\s*import\s+(CGtk|CGtkShims)\b' "${above[@]}" --include='*.swift'); then
    echo "check-layers: C modules imported above the bridge:" >&2
    echo "$hits" >&2
    status=1
fi
# A C call: a lower-case C prefix, an underscore name and an opening parenthesis, outside
# comments (// lines and /// doc lines are skipped).
c_call='(^|[^A-Za-z0-9_.])(gtk|gdk|gsk|g|graphene|pango|tdk)_[a-z0-9_]+\('
if hits=$(grep -rnE "$c_call" "${above[@]}" --include='*.swift' | grep -vE '^[^:]+:[0-9]+:\s*//'); then
    echo "check-layers: C calls above the bridge:" >&2
    echo "$hits" >&2
    status=1
fi
if hits=$(grep -rnE '^\s*import\s+(CGtk|CGtkShims|TableDeckBridge|TableDeckViews)\b' Sources/TableDeckModel Sources/TableDeckAppModel --include='*.swift'); then
    echo "check-layers: the model layers must stay free of GTK and of the layers above it:" >&2
    echo "$hits" >&2
    status=1
fi
# The library (bridge, model, views) never reaches into the app's own model: SwiftPM would let an
# undeclared import of a module built in the same package compile here, and fail for a client.
if hits=$(grep -rnE '^\s*import\s+TableDeckAppModel\b' Sources/TableDeckBridge Sources/TableDeckModel Sources/TableDeckViews --include='*.swift'); then
    echo "check-layers: the library imports the app's model:" >&2
    echo "$hits" >&2
    status=1
fi
# No Foundation in the app or the library: the release app links the Swift runtime statically,
# and one `import Foundation` brings Foundation and its ICU data in, a 16 MB binary became 75 MB
# and every screen's first frame took 3.5 MiB more (it happened once; the bench found it).
if hits=$(grep -rnE '^\s*(@[a-zA-Z_]+\s+)*import\s+(Foundation|FoundationEssentials|FoundationInternationalization)\b' Sources --include='*.swift'); then
    echo "check-layers: Foundation imported by the app or the library (the Swift standard library and GLib do instead):" >&2
    echo "$hits" >&2
    status=1
fi
[ "$status" -eq 0 ] && echo "check-layers: no C above the bridge; the model is GTK-free; no Foundation" >&2
exit "$status"
