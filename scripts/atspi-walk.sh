#!/usr/bin/env bash
# Debian's own python3 (/usr/bin/python3): python3-pyatspi installs there, whatever python3 PATH finds.
# Launches tabledeck with ARGS in a private D-Bus session with the accessibility bus, waits for
# its first frame, and prints what a screen reader sees: one "ROLE<TAB>NAME" line per named
# accessible object (Tests/Accessibility/atspi_walk.py). Needs a display (xvfb-run).
# Usage: scripts/atspi-walk.sh /path/to/tabledeck [ARGS...]
# ATSPI_WALK_KEYS: xdotool key names pressed in the window before the walk (the pointer is put
# over it first: no window manager, focus follows the pointer). ATSPI_WALK_SCRIPT: another
# script of Tests/Accessibility to run instead of atspi_walk.py (atspi_selection.py).
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
    if [ -n "${ATSPI_WALK_KEYS:-}" ]; then
        xdotool mousemove 300 200 sleep 0.2 mousemove 310 210 sleep 0.2 key --delay 80 $ATSPI_WALK_KEYS
        sleep 0.5
    fi
    /usr/bin/python3 "'"$here"'/Tests/Accessibility/${ATSPI_WALK_SCRIPT:-atspi_walk.py}" 20
    status=$?
    kill "$app" 2>/dev/null
    wait "$app" 2>/dev/null
    rm -f "$out"
    exit $status
' "$binary" "$@"
