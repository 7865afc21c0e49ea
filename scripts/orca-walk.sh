#!/usr/bin/env bash
# What Orca, the screen reader, presents while the keyboard walks the app. Launches tabledeck
# with ARGS in a private D-Bus session (with its accessibility bus, as scripts/atspi-walk.sh),
# starts Orca 43 with speech disabled (unless TABLEDECK_ORCA_SPEECH is set) and a debug log
# (orca -d speech --debug-file) and a throwaway settings folder, points the pointer at the window
# (keyboard focus follows it without a window manager), presses each KEY with xdotool, and prints
# what Orca presented, in order:
#   KEY <keysym>      a key press Orca saw
#   SPEECH <text>     an utterance (Orca's "SPEECH OUTPUT" debug line)
#   BRAILLE <text>    a braille line (Orca's "BRAILLE LINE" debug line)
#   EVENT <name>      an event of the app Orca handled ("object:state-changed:selected")
# Orca writes its debug log through a terminal (script(1)), so it is written line by line and the
# walk reads it as it goes: Orca is ready once it logs "ORCA: Starting registry" (it has presented
# the start-up focus and enters its main loop), and after each KEY the walk waits until the app
# has drawn its answer and is at rest, Orca has handled the key's presses and releases and an
# event of the app, and Orca is at rest (every event it queued handled, its log not growing).
# Needs a display (xvfb-run). Exit status 3: Orca is not installed; 1: the app or Orca did not
# start, or a wait timed out (what was awaited and what was seen instead on stderr).
# Usage: scripts/orca-walk.sh /path/to/tabledeck "ARGS" KEY...   (KEY as xdotool names it, or the
# pointer: click@PX,PY clicks at PX % of the window's width and PY % of its height,
# drag@PX1,PY1,PX2,PY2 drags from one to the other; or until=TEXT waits until Orca has presented
# (spoken or brailled) a line containing TEXT since the last KEY, for an answer that comes later;
# or event=NAME waits until Orca has handled the app's event NAME since the last KEY.
# There is no fixed wait: a KEY like +2 is refused)
set -euo pipefail
command -v orca >/dev/null || { echo "orca-walk.sh: orca is not installed (scripts/install-deps.sh test)" >&2; exit 3; }
here="$(cd "$(dirname "$0")/.." && pwd)"
binary=$1
arguments=$2
shift 2
# Orca refuses to start while another Orca of the same user runs (its otherOrcas check): walks
# started at once, on other displays, take turns.
exec 8>"${TMPDIR:-/tmp}/tabledeck-orca-walk-$(id -u).lock"
flock 8
exec dbus-run-session -- bash -c '
    set -u
    source "'"$here"'/scripts/wait-until.sh"
    WAIT_UNTIL_NAME=orca-walk.sh
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
    orca="" last=0 log=""
    fail() {
        # What Orca had handled since the last key, so a failure under load says whether a key
        # press never reached Orca or Orca took it in another order than the app'"'"'s events.
        if [ -n "$log" ] && [ -s "$log" ]; then
            echo "orca-walk.sh: since the last key Orca handled: $(tail -c +$((last + 1)) "$log" | tr -d "\r" \
                | sed -nE "s/^vvvvv PROCESS (ATSPI_KEY_[A-Z]+_EVENT: .*|OBJECT EVENT [^ ]+) vvvvv$/\1/p" | tail -n 12 | paste -sd ";" -)" >&2
            [ -n "${TABLEDECK_ORCA_LOG:-}" ] && tr -d "\r" < "$log" > "$TABLEDECK_ORCA_LOG"
        fi
        [ -n "$orca" ] && kill "$orca" 2>/dev/null
        kill "$app" 2>/dev/null
        wait 2>/dev/null
        exit 1
    }
    wait_until 30 "the app'"'"'s Ready line" app_ready "$home/app.out" || fail
    geometry=$(xdotool search --onlyvisible --name "^TableDeck$" getwindowgeometry --shell | tail -n 4)
    x=$(echo "$geometry" | sed -n "s/^X=//p") y=$(echo "$geometry" | sed -n "s/^Y=//p")
    w=$(echo "$geometry" | sed -n "s/^WIDTH=//p") h=$(echo "$geometry" | sed -n "s/^HEIGHT=//p")
    # The app'"'"'s answers are read in its window but 10 px at each side (a list'"'"'s overlay
    # scrollbar shows at the right edge on a cursor move, and takes a second to fade).
    SCREEN_AREA="$((w - 20))x$h+$((x + 10))+$y"
    # The pointer over the window before Orca starts, so Orca presents the window that has the
    # focus at its start-up: two moves, so the window surely sees the pointer enter.
    xdotool mousemove $((x + w / 2)) $((y + h / 3)) mousemove $((x + w / 2)) $((y + h / 2))
    wait_until 5 "the pointer over the window" pointer_at $((x + w / 2)) $((y + h / 2)) || fail
    wait_for_screen_at_rest || fail
    # TABLEDECK_ORCA_SPEECH=1: speech on. Orca then also speaks what it presents as a message (a
    # change of the focused object'"'"'s name or description), which with speech off is only
    # flashed on the braille line (its presentMessage checks enableSpeech).
    speech=--disable
    [ -n "${TABLEDECK_ORCA_SPEECH:-}" ] && speech=--enable
    # Python writes a file it opened line by line only when it is a terminal: script(1) gives
    # Orca one, and copies what it writes there to the log as it comes ($$ is Orca'"'"'s process
    # id, the shell execs it).
    log=$home/orca.log
    script -qfec "echo \$\$ > \"$home/orca.pid\"; exec orca $speech speech --debug-file /dev/stdout" "$log" \
        < /dev/null > /dev/null 2>&1 &
    typescript=$!
    wait_until 5 "Orca'"'"'s process" test -s "$home/orca.pid" || fail
    orca=$(cat "$home/orca.pid")

    # The conditions on Orca'"'"'s log (each prints what it saw when it does not hold).
    # since OFFSET: the log after its first OFFSET bytes.
    since() { tail -c +$(($1 + 1)) "$log"; }
    # orca_started: Orca has presented its start-up and runs its main loop.
    orca_started() { grep -q "ORCA: Starting registry" "$log" || { echo "$(wc -l < "$log") lines of log, no Starting registry"; return 1; }; }
    # orca_at_rest SIZEFILE: every event Orca queued is dequeued and handled, and the log has the
    # size it had at the previous call with the same SIZEFILE.
    orca_at_rest() {
        local queued dequeued begun ended size before
        queued=$(grep -c "EVENT MANAGER: Queueing" "$log") dequeued=$(grep -c "EVENT MANAGER: Dequeued" "$log")
        begun=$(grep -cF "vvvvv PROCESS" "$log") ended=$(grep -cF "^^^^^ PROCESS" "$log")
        size=$(stat -c %s "$log") before=$(cat "$1" 2>/dev/null)
        echo "$size" > "$1"
        [ "$queued" = "$dequeued" ] && [ "$begun" = "$ended" ] && [ "$size" = "$before" ] \
            || { echo "Orca busy: $queued events queued, $dequeued dequeued, $begun handlings begun, $ended ended, log $size bytes (was ${before:-?})"; return 1; }
    }
    # orca_handled OFFSET RELEASES: since OFFSET, Orca has handled RELEASES key releases (the
    # chord'"'"'s keys) and an event of the app.
    orca_handled() {
        local released
        released=$(since "$1" | grep -cF "^^^^^ PROCESS ATSPI_KEY_RELEASED_EVENT")
        [ "$released" -ge "$2" ] || { echo "$released of $2 key releases handled"; return 1; }
        since "$1" | grep -qF " in [application | tabledeck]" || { echo "no event of the app"; return 1; }
    }
    # orca_presented OFFSET TEXT: since OFFSET, Orca spoke or brailled a line containing TEXT.
    orca_presented() {
        since "$1" | grep -E "SPEECH OUTPUT|BRAILLE LINE" | grep -qF -- "$2" \
            || { echo "nothing with that text presented: $(since "$1" | grep -E "SPEECH OUTPUT|BRAILLE LINE" | tail -n 3 | tr -d "\r" | paste -sd "|" -)"; return 1; }
    }
    # orca_took_event OFFSET NAME: since OFFSET, Orca has handled the app'"'"'s event NAME.
    orca_took_event() {
        since "$1" | grep -qF "^^^^^ PROCESS OBJECT EVENT $2 ^^^^^" \
            || { echo "events handled: $(since "$1" | sed -nE "s/^\^+ PROCESS OBJECT EVENT ([^ ]+) .*/\1/p" | tr -d "\r" | paste -sd " " -)"; return 1; }
    }
    # wait_for_orca_at_rest: waits until Orca is at rest (orca_at_rest, run after run).
    wait_for_orca_at_rest() { wait_until_steady 10 "Orca at rest" orca_at_rest; }
    # answered OFFSET HASH RELEASES: the app drew its answer to the input given after the picture
    # HASH and is at rest, Orca handled the input (RELEASES key releases) and an event of the
    # app, and is at rest.
    answered() {
        wait_for_screen_answer "$2" \
            && wait_until 30 "Orca to handle the input and the app'"'"'s answer" orca_handled "$1" "$3" \
            && wait_for_orca_at_rest
    }

    wait_until 30 "Orca to start" orca_started || fail
    wait_for_orca_at_rest || fail
    for key in "$@"; do
        offset=$(stat -c %s "$log")
        before=$(screen_hash)
        case $key in
            until=*) wait_until 30 "Orca to present \"${key#until=}\"" orca_presented "$last" "${key#until=}" \
                && wait_for_orca_at_rest || fail
                continue ;;
            event=*) wait_until 30 "Orca to handle the app'"'"'s ${key#event=}" orca_took_event "$last" "${key#event=}" \
                && wait_for_orca_at_rest || fail
                continue ;;
            # A walk waits for what it needs (the answer to each key, until=TEXT), never a fixed time.
            +*) echo "orca-walk.sh: $key is a fixed wait; wait for the answer with until=TEXT" >&2; fail ;;
            click@*)
                IFS=, read -r px py <<<"${key#click@}"
                xdotool mousemove $((x + w * px / 100)) $((y + h * py / 100)) click 1
                answered "$offset" "$before" 0 || fail ;;
            drag@*)
                IFS=, read -r px1 py1 px2 py2 <<<"${key#drag@}"
                x1=$((x + w * px1 / 100)) y1=$((y + h * py1 / 100))
                x2=$((x + w * px2 / 100)) y2=$((y + h * py2 / 100))
                # One gesture: its pauses are the hand'"'"'s pace, not waits for the app.
                gesture=(mousemove "$x1" "$y1" sleep 0.2 mousedown 1)
                for step in 1 2 3 4 5 6 7 8 9 10; do
                    gesture+=(sleep 0.03 mousemove $((x1 + (x2 - x1) * step / 10)) $((y1 + (y2 - y1) * step / 10)))
                done
                xdotool "${gesture[@]}" mouseup 1
                answered "$offset" "$before" 0 || fail ;;
            *)
                xdotool key --delay 60 "$key"
                IFS=+ read -ra chord <<<"$key"
                answered "$offset" "$before" "${#chord[@]}" || fail ;;
        esac
        last=$offset
    done
    # Orca handles its SIGTERM when an event wakes it: the app closing is one.
    kill "$orca" 2>/dev/null
    kill "$app" 2>/dev/null
    wait "$app" 2>/dev/null
    wait "$typescript" 2>/dev/null
    tr -d "\r" < "$log" > "$home/orca.debug"
    # TABLEDECK_ORCA_LOG=FILE keeps the whole debug log of Orca, to see why it said what it said.
    [ -n "${TABLEDECK_ORCA_LOG:-}" ] && cp "$home/orca.debug" "$TABLEDECK_ORCA_LOG"
    sed -nE \
        -e "s/^vvvvv PROCESS ATSPI_KEY_PRESSED_EVENT: '"'"'(.*)'"'"' \([0-9]+\) vvvvv$/KEY \1/p" \
        -e "s/^[0-9:.]+ - SPEECH OUTPUT: '"'"'(.*)'"'"' ?\{.*$/SPEECH \1/p" \
        -e "s/^[0-9:.]+ - BRAILLE LINE:  '"'"'(.*)'"'"'$/BRAILLE \1/p" \
        -e "s/^vvvvv PROCESS OBJECT EVENT ([^ ]+) vvvvv$/EVENT \1/p" "$home/orca.debug"
' orca-walk "$binary" "$arguments" "$@"
