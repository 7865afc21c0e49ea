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
# Orca's debug file is written line by line (Tests/Accessibility/orca_live_log.py), so the walk
# waits on it: after each key until Orca has handled the key, then after any step until Orca
# has logged nothing for a moment (it has presented what the step caused), never a fixed time. Needs a display
# (xvfb-run). Exit status 3: Orca is not installed; 1: the app or Orca did not start.
# Usage: scripts/orca-walk.sh /path/to/tabledeck "ARGS" KEY...   (KEY as xdotool names it, or
# +SECONDS to let the app's own timers run: until Orca has logged nothing for that long, or the pointer: click@PX,PY clicks at PX % of
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
live_log=$(cd "$(dirname "$0")/.." && pwd)/Tests/Accessibility/orca_live_log.py
exec dbus-run-session -- bash -c '
    set -u
    live_log=$1 binary=$2 arguments=$3
    shift 3
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
    : > "$home/orca.log"
    /usr/bin/python3 "$live_log" "$speech" speech --debug-file "$home/orca.log" > /dev/null 2>&1 &
    orca=$!
    # settle QUIET: waits until Orca has logged nothing for QUIET seconds: it has presented what
    # the last step caused (it logs every event it handles). At most 30 s.
    settle() {
        local quiet=$1 size last changed now
        local deadline=$((SECONDS + 30))
        last=$(stat -c %s "$home/orca.log") changed=$(date +%s.%N)
        while :; do
            size=$(stat -c %s "$home/orca.log") now=$(date +%s.%N)
            [ "$size" != "$last" ] && last=$size changed=$now
            awk -v n="$now" -v c="$changed" -v q="$quiet" "BEGIN { exit !(n - c >= q) }" && return 0
            [ $SECONDS -lt $deadline ] || { echo "orca-walk.sh: Orca still presenting after 30 s" >&2; return 1; }
            sleep 0.05
        done
    }
    # keys_handled: how many key presses Orca has handled so far.
    keys_handled() { grep -c "^vvvvv PROCESS ATSPI_KEY_PRESSED_EVENT" "$home/orca.log" || true; }
    # await_key COUNT: waits until Orca has handled more than COUNT key presses. At most 30 s.
    await_key() {
        local deadline=$((SECONDS + 30))
        while [ "$(keys_handled)" -le "$1" ]; do
            [ $SECONDS -lt $deadline ] || { echo "orca-walk.sh: Orca did not handle a key in 30 s" >&2; return 1; }
            sleep 0.05
        done
    }
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
    # Orca presents the focused window as it starts: wait until it is done.
    settle 1 || exit 1
    geometry=$(xdotool search --onlyvisible --name "^TableDeck$" getwindowgeometry --shell | tail -n 4)
    x=$(echo "$geometry" | sed -n "s/^X=//p") y=$(echo "$geometry" | sed -n "s/^Y=//p")
    w=$(echo "$geometry" | sed -n "s/^WIDTH=//p") h=$(echo "$geometry" | sed -n "s/^HEIGHT=//p")
    xdotool mousemove $((x + w / 2)) $((y + h / 3)) mousemove --sync $((x + w / 2)) $((y + h / 2)) >/dev/null
    settle 0.5 || exit 1
    for key in "$@"; do
        case $key in
            # "+SECONDS": an answer the app gives later, on a timer of its own.
            +*) settle "${key#+}" || exit 1 ;;
            click@*)
                IFS=, read -r px py <<<"${key#click@}"
                xdotool mousemove $((x + w * px / 100)) $((y + h * py / 100)) click 1
                settle 0.8 || exit 1 ;;
            drag@*)
                IFS=, read -r px1 py1 px2 py2 <<<"${key#drag@}"
                x1=$((x + w * px1 / 100)) y1=$((y + h * py1 / 100))
                x2=$((x + w * px2 / 100)) y2=$((y + h * py2 / 100))
                # One gesture; its pauses are the drag'"'"'s own speed.
                steps=(mousemove "$x1" "$y1" sleep 0.1 mousedown 1)
                for step in 1 2 3 4 5 6 7 8 9 10; do
                    steps+=(sleep 0.03 mousemove $((x1 + (x2 - x1) * step / 10)) $((y1 + (y2 - y1) * step / 10)))
                done
                xdotool "${steps[@]}" mouseup 1
                settle 0.8 || exit 1 ;;
            *)
                before=$(keys_handled)
                xdotool key --delay 60 "$key"
                await_key "$before" || exit 1
                settle 0.8 || exit 1 ;;
        esac
    done
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
' orca-walk "$live_log" "$binary" "$arguments" "$@"
