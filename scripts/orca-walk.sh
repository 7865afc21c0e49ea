#!/usr/bin/env bash
# What Orca, the screen reader, presents while the keyboard walks the app. Launches tabledeck
# with ARGS in a private D-Bus session (with its accessibility bus, as scripts/atspi-walk.sh),
# starts Orca 43 with speech disabled (unless TABLEDECK_ORCA_SPEECH is set) and a debug file
# (orca -d speech --debug-file F) and a
# throwaway settings folder, points the pointer at the window (keyboard focus follows it without
# a window manager), presses each KEY with xdotool, and prints what Orca presented, in order:
#   KEY <keysym>      a key press Orca saw
#   SPEECH <text>     an utterance (Orca's "SPEECH OUTPUT" debug line)
#   BRAILLE <text>    a braille line (Orca's "BRAILLE LINE" debug line)
# Orca writes its debug file buffered, so it is read once Orca has exited. Needs a display
# (xvfb-run). Exit status 3: Orca is not installed; 1: the app or Orca did not start.
# Usage: scripts/orca-walk.sh /path/to/tabledeck "ARGS" KEY...   (KEY as xdotool names it, or
# +SECONDS to wait that long before the next key, or the pointer: click@PX,PY clicks at PX % of
# the window's width and PY % of its height, drag@PX1,PY1,PX2,PY2 drags from one to the other)
set -euo pipefail
command -v orca >/dev/null || { echo "orca-walk.sh: orca is not installed (scripts/install-deps.sh test)" >&2; exit 3; }
binary=$1
arguments=$2
shift 2
# Orca refuses to start while another Orca of the same user runs (its otherOrcas check): walks
# started at once, on other displays, take turns.
exec 8>"${TMPDIR:-/tmp}/tabledeck-orca-walk-$(id -u).lock"
flock 8
exec dbus-run-session -- bash -c '
    set -u
    binary=$1 arguments=$2
    shift 2
    unset GTK_A11Y NO_AT_BRIDGE
    home=$(mktemp -d)
    trap "rm -rf \"$home\"" EXIT
    # Orca keeps settings in the user folders: a fresh set, so a developer'"'"'s own never apply.
    export HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data XDG_CACHE_HOME=$home/cache
    # shellcheck disable=SC2086  # the arguments are words
    "$binary" $arguments > "$home/app.out" 2>/dev/null &
    app=$!
    for _ in $(seq 600); do grep -q "^Ready in" "$home/app.out" && break; sleep 0.05; done
    grep -q "^Ready in" "$home/app.out" || { echo "orca-walk.sh: the app did not start" >&2; exit 1; }
    # TABLEDECK_ORCA_SPEECH=1: speech on. Orca then also speaks what it presents as a message (a
    # change of the focused object'"'"'s name or description), which with speech off is only
    # flashed on the braille line (its presentMessage checks enableSpeech).
    speech=--disable
    [ -n "${TABLEDECK_ORCA_SPEECH:-}" ] && speech=--enable
    orca "$speech" speech --debug-file "$home/orca.log" > /dev/null 2>&1 &
    orca=$!
    # Orca is ready once it is an application on the accessibility bus itself.
    /usr/bin/python3 -c "
import sys, time, pyatspi
deadline = time.time() + 15
while time.time() < deadline:
    desktop = pyatspi.Registry.getDesktop(0)
    if any(desktop.getChildAtIndex(i) is not None and desktop.getChildAtIndex(i).name == \"orca\" for i in range(desktop.childCount)):
        sys.exit(0)
    time.sleep(0.1)
sys.exit(1)
" || { echo "orca-walk.sh: Orca did not start" >&2; kill "$orca" "$app" 2>/dev/null; exit 1; }
    sleep 0.8
    geometry=$(xdotool search --onlyvisible --name "^TableDeck$" getwindowgeometry --shell | tail -n 4)
    x=$(echo "$geometry" | sed -n "s/^X=//p") y=$(echo "$geometry" | sed -n "s/^Y=//p")
    w=$(echo "$geometry" | sed -n "s/^WIDTH=//p") h=$(echo "$geometry" | sed -n "s/^HEIGHT=//p")
    xdotool mousemove $((x + w / 2)) $((y + h / 3)) sleep 0.2 mousemove $((x + w / 2)) $((y + h / 2)) sleep 0.3 >/dev/null
    for key in "$@"; do
        # "+SECONDS" waits instead of pressing a key (for an answer that comes later).
        case $key in
            +*) sleep "${key#+}" ;;
            click@*)
                IFS=, read -r px py <<<"${key#click@}"
                xdotool mousemove $((x + w * px / 100)) $((y + h * py / 100)) sleep 0.2 click 1
                sleep 0.8 ;;
            drag@*)
                IFS=, read -r px1 py1 px2 py2 <<<"${key#drag@}"
                x1=$((x + w * px1 / 100)) y1=$((y + h * py1 / 100))
                x2=$((x + w * px2 / 100)) y2=$((y + h * py2 / 100))
                xdotool mousemove "$x1" "$y1" sleep 0.2 mousedown 1
                for step in 1 2 3 4 5 6 7 8 9 10; do
                    xdotool mousemove $((x1 + (x2 - x1) * step / 10)) $((y1 + (y2 - y1) * step / 10)) sleep 0.03
                done
                xdotool mouseup 1
                sleep 1.2 ;;
            *) xdotool key --delay 60 "$key"; sleep 0.6 ;;
        esac
    done
    sleep 0.8  # time for Orca to present the last key
    # Orca handles its SIGTERM when an event wakes it: the app closing is one.
    kill "$orca" 2>/dev/null
    kill "$app" 2>/dev/null
    wait "$app" 2>/dev/null
    wait "$orca" 2>/dev/null
    # TABLEDECK_ORCA_LOG=FILE keeps the whole debug log of Orca, to see why it said what it said.
    [ -n "${TABLEDECK_ORCA_LOG:-}" ] && cp "$home/orca.log" "$TABLEDECK_ORCA_LOG"
    sed -nE \
        -e "s/^vvvvv PROCESS ATSPI_KEY_PRESSED_EVENT: '"'"'(.*)'"'"' \([0-9]+\) vvvvv$/KEY \1/p" \
        -e "s/^[0-9:.]+ - SPEECH OUTPUT: '"'"'(.*)'"'"' ?\{.*$/SPEECH \1/p" \
        -e "s/^[0-9:.]+ - BRAILLE LINE:  '"'"'(.*)'"'"'$/BRAILLE \1/p" "$home/orca.log"
' orca-walk "$binary" "$arguments" "$@"
