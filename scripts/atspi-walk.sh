#!/usr/bin/env bash
# Debian's own python3 (/usr/bin/python3): python3-pyatspi installs there, whatever python3 PATH finds.
# Launches tabledeck with ARGS in a private D-Bus session with the accessibility bus, waits for
# its first frame, and prints what a screen reader sees: one "ROLE<TAB>NAME" line per named
# accessible object (Tests/Accessibility/atspi_walk.py). Needs a display (xvfb-run).
# Usage: scripts/atspi-walk.sh /path/to/tabledeck [ARGS...]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
binary=$1
shift
exec dbus-run-session -- bash -c '
    set -u
    unset GTK_A11Y NO_AT_BRIDGE
    out=$(mktemp)
    "$0" "$@" > "$out" 2>/dev/null &
    app=$!
    for _ in $(seq 200); do grep -q "^Ready in" "$out" && break; sleep 0.05; done
    sleep 0.5
    /usr/bin/python3 "'"$here"'/Tests/Accessibility/atspi_walk.py" 20
    status=$?
    kill "$app" 2>/dev/null
    wait "$app" 2>/dev/null
    rm -f "$out"
    exit $status
' "$binary" "$@"
