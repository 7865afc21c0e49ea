# The scripts' one way to wait, as waitFor is the Swift tests' (Tests/TestSupport/Wait.swift):
# for a condition, with a deadline, never for a fixed time. Sourced by scripts/atspi-walk.sh and
# scripts/orca-walk.sh; needs xdotool and ImageMagick's import for the screen's conditions.

# wait_until SECONDS WHAT COMMAND [ARGUMENT...]
# Runs COMMAND until it succeeds; a condition that does not hold prints what it saw instead. After
# SECONDS (whole seconds) without success, prints "waited SECONDS s for WHAT; saw instead: ..."
# (the last run's output) on stderr, named $WAIT_UNTIL_NAME (or $0), and returns 1. Polling between
# two runs is this function's business: a script never sleeps.
wait_until() {
    local seconds=$1 what=$2 seen deadline
    shift 2
    deadline=$((SECONDS + seconds))
    until seen=$("$@" 2>&1); do
        if ((SECONDS >= deadline)); then
            echo "${WAIT_UNTIL_NAME:-${0##*/}}: waited $seconds s for $what; saw instead: ${seen:-nothing}" >&2
            return 1
        fi
        sleep 0.02
    done
}

# wait_until_steady SECONDS WHAT COMMAND [ARGUMENT...]
# wait_until for a condition that compares with its previous run: COMMAND gets a file of its own
# as its last argument, to keep what it saw between runs (made here, removed afterwards).
wait_until_steady() {
    local state status=0
    state=$(mktemp)
    wait_until "$@" "$state" || status=1
    rm -f "$state"
    return $status
}

# The conditions. Each succeeds when it holds, and prints what it saw when it does not.

# app_ready FILE: the app's stdout (in FILE) has its Ready line: its first frame is on screen.
app_ready() {
    grep -q "^Ready in" "$1" || { echo "no Ready line; stdout: $(head -c 300 "$1")"; return 1; }
}

# pointer_at X Y: the X server has the pointer at (X, Y).
pointer_at() {
    local X Y SCREEN WINDOW
    eval "$(xdotool getmouselocation --shell)"
    [ "$X,$Y" = "$1,$2" ] || { echo "the pointer at $X,$Y"; return 1; }
}

# screen_hash: a checksum of the screen's pixels now: of SCREEN_AREA ("WIDTHxHEIGHT+X+Y") when it
# is set, of the whole screen otherwise.
screen_hash() {
    import -window root ${SCREEN_AREA:+-crop "$SCREEN_AREA" +repage} -depth 8 rgb:- 2>/dev/null | cksum | cut -d " " -f 1
}

# window_area: the area of the visible window titled TableDeck but 10 px at its left and right
# edges, for SCREEN_AREA: a list's overlay scrollbar, at the window's right edge, shows on a
# move of the pointer or the cursor and takes a second to fade, which is not the app's answer.
window_area() {
    local X Y WIDTH HEIGHT SCREEN WINDOW
    eval "$(xdotool search --onlyvisible --name "^TableDeck$" getwindowgeometry --shell | tail -n 5)"
    echo "$((WIDTH - 20))x$HEIGHT+$((X + 10))+$Y"
}

# screen_changed_from HASH: the screen differs from the picture whose checksum is HASH.
screen_changed_from() {
    [ "$(screen_hash)" != "$1" ] || { echo "the same picture as before"; return 1; }
}

# screen_still FILE: the screen is the picture of the previous call with the same FILE (which
# keeps the checksum between calls). A capture takes longer than a frame: two equal captures in a
# row mean nothing moved in between.
screen_still() {
    local now before
    now=$(screen_hash)
    before=$(cat "$1" 2>/dev/null)
    echo "$now" > "$1"
    [ "$now" = "$before" ] || { echo "the screen still changing"; return 1; }
}

# wait_for_screen_at_rest: waits until the screen is at rest (two equal captures in a row).
wait_for_screen_at_rest() {
    wait_until_steady 10 "the screen to come to rest" screen_still
}

# wait_for_screen_answer HASH: waits until the app has drawn its answer to the input given after
# the picture HASH (the screen changed), then until the screen is at rest.
wait_for_screen_answer() {
    wait_until 10 "the screen to change (the app's answer to the input)" screen_changed_from "$1" \
        && wait_for_screen_at_rest
}
