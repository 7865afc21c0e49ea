#!/usr/bin/env bash
# What Orca, the screen reader, presents while the keyboard walks the app. Launches tabledeck
# with ARGS in a private D-Bus session (with its accessibility bus, as scripts/atspi-walk.sh),
# starts Orca (43 or 48) with speech disabled (unless TABLEDECK_ORCA_SPEECH is set) and a debug log
# (orca -d speech --debug-file) and a throwaway settings folder, points the pointer at the window
# (keyboard focus follows it without a window manager), presses each KEY with xdotool, and prints
# what Orca presented, in order:
#   KEY <key>         a key press Orca saw, as Orca names it: Orca 43 by the key's text (" " for
#                     Space, "2" for Ctrl+2), Orca 48 by its keysym ("space", "2")
#   SPEECH <text>     an utterance (Orca's "SPEECH OUTPUT" debug line)
#   BRAILLE <text>    a braille line (Orca's "BRAILLE LINE" debug line)
#   EVENT <name>      an event of the app Orca handled ("object:state-changed:selected")
# Orca writes its debug log through a terminal (script(1)), so it is written line by line and the
# walk reads it as it goes, in its own words (orca_words, below: one sed program per Orca
# release, as each words its log differently): Orca is ready once it has presented the start-up
# focus and enters its main loop, and after each KEY the walk waits until the app
# has drawn its answer and is at rest, Orca has handled the key's presses and releases and an
# event of the app, and Orca is at rest (every event it queued handled, its log not growing).
# Needs a display (xvfb-run). Exit status 3: Orca is not installed; 1: the app or Orca did not
# start, a wait timed out (what was awaited and what was seen instead on stderr), or the Orca
# installed is a release whose debug log the walk does not know.
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

# Orca's debug log in the walk's own words, one line each:
#   STARTED                Orca has presented its start-up focus and enters its main loop
#   QUEUED APP / QUEUED    an event of the app / of another put in Orca's queue
#   DEQUEUED               an event taken out of the queue
#   BEGIN|END KEY <key>    Orca's handling of a key press begins / ends (the key as Orca names it)
#   BEGIN|END RELEASE <key>, BEGIN|END EVENT <name> (an object event), BEGIN|END OTHER
#   SPEECH <text>, BRAILLE <text>
# Each release words its log differently (read from its debug.py, event_manager.py,
# input_event.py, orca.py, speech.py and braille.py): one sed program per release. Both mark
# the handling of an input or object event with a "vvvvv" line before and a "^^^^^" line after.
orca_version=$(orca --version 2>/dev/null) || true
case $(grep -oE "[0-9]+" <<<"$orca_version" | head -n 1) in
    43) # Debian 12. An event is queued as "Queueing object:focus [list item | 0. User] (0,0,0)
        # from [application | tabledeck]" and handled between "vvvvv PROCESS OBJECT EVENT
        # object:focus vvvvv" and "^^^^^ PROCESS OBJECT EVENT object:focus ^^^^^"; a key is
        # named by its text (" " for Space); an utterance is followed by its voice ("{...}").
        orca_log_words='
            s/^[0-9:.]+ - ORCA: Starting registry$/STARTED/p
            s/^[0-9:.]+ - EVENT MANAGER: Queueing .* from \[application \| tabledeck\]$/QUEUED APP/p
            s/^vvvvv PROCESS OBJECT EVENT ([^ ]+) vvvvv$/BEGIN EVENT \1/p
            s/^\^{5} PROCESS OBJECT EVENT ([^ ]+) \^{5}$/END EVENT \1/p
            s/^[0-9:.]+ - SPEECH OUTPUT: '"'(.*)'"' ?\{.*$/SPEECH \1/p' ;;
    48) # Debian 13. An event is queued as "Queueing object:focus for [list item: '0. User'] in
        # tabledeck (GTK 4.18.6) (1, 0, ...)" and handled between "vvvvv START PRIORITY-1 OBJECT
        # EVENT OBJECT:FOCUS (queue size: 0) vvvvv" and "^^^^^ FINISHED PRIORITY-1 OBJECT EVENT
        # OBJECT:FOCUS ^^^^^" (the name upper-cased, lowered here); a key is named by its keysym
        # ("space"); an utterance is followed by its voice, if any.
        orca_log_words='
            s/^[0-9:.]+ - ORCA: Starting Atspi main event loop$/STARTED/p
            s/^[0-9:.]+ - EVENT MANAGER: Queueing [^ ]+ for .* in tabledeck \(.*/QUEUED APP/p
            s/^vvvvv START PRIORITY-[0-9]+ OBJECT EVENT ([^ ]+) \(queue size: [0-9]+\) vvvvv$/BEGIN EVENT \L\1/p
            s/^\^{5} FINISHED PRIORITY-[0-9]+ OBJECT EVENT ([^ ]+) \^{5}$/END EVENT \L\1/p
            s/^[0-9:.]+ - SPEECH OUTPUT: '"'(.*)'"'( .*)?$/SPEECH \1/p' ;;
    *) echo "orca-walk.sh: the walk reads the debug log of Orca 43 and 48, not of Orca '$orca_version'" >&2
        exit 1 ;;
esac
# What both releases word alike. A line already put in the walk's words matches none of these.
orca_log_words+='
    s/^[0-9:.]+ - EVENT MANAGER: Queueing .*/QUEUED/p
    s/^[0-9:.]+ - EVENT MANAGER: Dequeued .*/DEQUEUED/p
    s/^vvvvv PROCESS ATSPI_KEY_PRESSED_EVENT: '"'(.*)'"' \([0-9]+\) vvvvv$/BEGIN KEY \1/p
    s/^\^{5} PROCESS ATSPI_KEY_PRESSED_EVENT: '"'(.*)'"' \([0-9]+\) \^{5}$/END KEY \1/p
    s/^vvvvv PROCESS ATSPI_KEY_RELEASED_EVENT: '"'(.*)'"' \([0-9]+\) vvvvv$/BEGIN RELEASE \1/p
    s/^\^{5} PROCESS ATSPI_KEY_RELEASED_EVENT: '"'(.*)'"' \([0-9]+\) \^{5}$/END RELEASE \1/p
    s/^vvvvv .*/BEGIN OTHER/p
    s/^\^{5} .*/END OTHER/p
    s/^[0-9:.]+ - BRAILLE LINE:  '"'(.*)'"'$/BRAILLE \1/p'
export ORCA_LOG_WORDS=$orca_log_words
# Orca refuses to start while another Orca of the same user runs (its otherOrcas check): walks
# started at once, on other displays, take turns.
exec 8>"${TMPDIR:-/tmp}/tabledeck-orca-walk-$(id -u).lock"
flock 8
# The session's script is one single-quoted word: its $ expand in the session's shell.
# shellcheck disable=SC2016
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
            echo "orca-walk.sh: since the last key Orca handled: $(orca_words "$last" \
                | sed -nE "s/^BEGIN (KEY|RELEASE|EVENT) /\1 /p" | tail -n 12 | paste -sd ";" -)" >&2
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
    # orca_words OFFSET: the log after its first OFFSET bytes, in the walk'"'"'s words
    # (ORCA_LOG_WORDS: STARTED, QUEUED, BEGIN KEY Down, SPEECH ...).
    orca_words() { tail -c +$(($1 + 1)) "$log" | tr -d "\r" | sed -nE "$ORCA_LOG_WORDS"; }
    # orca_started: Orca has presented its start-up and runs its main loop.
    orca_started() {
        orca_words 0 | grep -qx STARTED || { echo "$(wc -l < "$log") lines of log, Orca not started"; return 1; }
    }
    # orca_at_rest SIZEFILE: every event Orca queued is dequeued and handled, and the log has the
    # size it had at the previous call with the same SIZEFILE.
    orca_at_rest() {
        local words queued dequeued begun ended size before
        size=$(stat -c %s "$log") before=$(cat "$1" 2>/dev/null)
        echo "$size" > "$1"
        words=$(orca_words 0)
        queued=$(grep -c "^QUEUED" <<<"$words") dequeued=$(grep -c "^DEQUEUED" <<<"$words")
        begun=$(grep -c "^BEGIN " <<<"$words") ended=$(grep -c "^END " <<<"$words")
        [ "$queued" = "$dequeued" ] && [ "$begun" = "$ended" ] && [ "$size" = "$before" ] \
            || { echo "Orca busy: $queued events queued, $dequeued dequeued, $begun handlings begun, $ended ended, log $size bytes (was ${before:-?})"; return 1; }
    }
    # orca_handled OFFSET RELEASES: since OFFSET, Orca has handled RELEASES key releases (the
    # chord'"'"'s keys) and an event of the app.
    orca_handled() {
        local words released
        words=$(orca_words "$1")
        released=$(grep -c "^END RELEASE " <<<"$words")
        [ "$released" -ge "$2" ] || { echo "$released of $2 key releases handled"; return 1; }
        grep -qx "QUEUED APP" <<<"$words" || { echo "no event of the app"; return 1; }
    }
    # orca_presented OFFSET TEXT: since OFFSET, Orca spoke or brailled a line containing TEXT.
    orca_presented() {
        local presented
        presented=$(orca_words "$1" | grep -E "^(SPEECH|BRAILLE) ")
        grep -qF -- "$2" <<<"$presented" \
            || { echo "nothing with that text presented: $(tail -n 3 <<<"$presented" | paste -sd "|" -)"; return 1; }
    }
    # orca_took_event OFFSET NAME: since OFFSET, Orca has handled the app'"'"'s event NAME.
    orca_took_event() {
        local handled
        handled=$(orca_words "$1" | sed -n "s/^END EVENT //p")
        grep -qxF -- "$2" <<<"$handled" || { echo "events handled: $(paste -sd " " - <<<"$handled")"; return 1; }
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
    # Orca 48 logs from its SIGTERM handler; a signal that lands while it writes a debug line
    # fails there ("reentrant call inside <_io.BufferedWriter name='"'"'/dev/stdout'"'"'>") and Orca
    # runs on, so the walk waited for it for ever: once more, then for good.
    orca_running() { kill -0 "$orca" 2>/dev/null && echo "Orca still running"; }
    orca_gone() { ! orca_running; }
    if ! wait_until 5 "Orca to quit" orca_gone 2>/dev/null; then
        kill "$orca" 2>/dev/null
        wait_until 5 "Orca to quit" orca_gone 2>/dev/null || kill -9 "$orca" 2>/dev/null
    fi
    wait "$typescript" 2>/dev/null
    tr -d "\r" < "$log" > "$home/orca.debug"
    # TABLEDECK_ORCA_LOG=FILE keeps the whole debug log of Orca, to see why it said what it said.
    [ -n "${TABLEDECK_ORCA_LOG:-}" ] && cp "$home/orca.debug" "$TABLEDECK_ORCA_LOG"
    # What Orca presented, in order: the key presses and the app'"'"'s events it handled, what it
    # spoke and brailled.
    orca_words 0 | sed -nE -e "s/^BEGIN (KEY|EVENT) /\1 /p" -e "/^(SPEECH|BRAILLE) /p"
' orca-walk "$binary" "$arguments" "$@"
