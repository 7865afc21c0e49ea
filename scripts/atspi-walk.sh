#!/usr/bin/env bash
# Debian's own python3 (/usr/bin/python3): python3-pyatspi installs there, whatever python3 PATH finds.
# Launches tabledeck with ARGS in a private D-Bus session with the accessibility bus, waits for
# its first frame, and prints what a screen reader sees: one "ROLE<TAB>NAME" line per named
# accessible object (Tests/Accessibility/atspi_walk.py). Needs a display (xvfb-run).
# Usage: scripts/atspi-walk.sh /path/to/tabledeck [ARGS...]
# ATSPI_WALK_KEYS: xdotool key names pressed in the window before the walk (the pointer is put
# over it first: no window manager, focus follows the pointer); the walk starts once the app has
# drawn its answer to them and the screen is at rest. ATSPI_WALK_SCRIPT: another script of
# Tests/Accessibility to run instead of atspi_walk.py (atspi_selection.py).
# Exit status 1, with what was awaited and what was seen on stderr, when a wait times out.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
binary=$1
shift
exec dbus-run-session -- bash -c '
    set -u
    source "'"$here"'/scripts/wait-until.sh"
    WAIT_UNTIL_NAME=atspi-walk.sh
    unset GTK_A11Y NO_AT_BRIDGE
    out=$(mktemp)
    "$0" "$@" > "$out" 2>/dev/null &
    app=$!
    fail() { kill "$app" 2>/dev/null; wait "$app" 2>/dev/null; rm -f "$out"; exit 1; }
    wait_until 10 "the app'"'"'s Ready line" app_ready "$out" || fail
    if [ -n "${ATSPI_WALK_KEYS:-}" ]; then
        # Two moves, so the window surely sees the pointer enter; the X server delivers the keys
        # after them. The header bar left of the tabs, where nothing answers a hover (over a
        # list, its overlay scrollbar would show and take a second to fade).
        xdotool mousemove 40 25 mousemove 44 28
        wait_until 5 "the pointer at 44,28" pointer_at 44 28 || fail
        SCREEN_AREA=$(window_area)
        wait_for_screen_at_rest || fail
        before=$(screen_hash)
        # shellcheck disable=SC2086  # the keys are words
        xdotool key --delay 80 $ATSPI_WALK_KEYS
        wait_for_screen_answer "$before" || fail
    fi
    /usr/bin/python3 "'"$here"'/Tests/Accessibility/${ATSPI_WALK_SCRIPT:-atspi_walk.py}" 20
    status=$?
    kill "$app" 2>/dev/null
    wait "$app" 2>/dev/null
    rm -f "$out"
    exit $status
' "$binary" "$@"
