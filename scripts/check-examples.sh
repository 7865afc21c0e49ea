#!/usr/bin/env bash
# Builds every package under Examples/ as an outside user would (each depends on the library by
# path), then runs each example under one Xvfb of its own and drives it with real xdotool input:
# the stack table's rows print what they say, the carousel pages with the Right key, a generic
# cell prints its section and row, the static table draws and its See availability button
# prints, the table styles example's first row prints, drawn on a card, and the checklist (a
# port of a UIKit sample) enters editing mode with its Edit button, deletes a row with the row's
# delete control and red Delete button, moves a row with Alt+Down, leaves editing mode and
# deletes a row by a full swipe. A missing tool fails; nothing skips.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -d /opt/swift/usr/bin ]]; then export PATH=/opt/swift/usr/bin:$PATH; fi

for tool in swift Xvfb xdotool import convert; do
    command -v "$tool" >/dev/null || { echo "check-examples: $tool is missing" >&2; exit 1; }
done

gtk_env_text=$(scripts/gtk-env.sh)
mapfile -t gtk_env <<<"$gtk_env_text"
work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

fail() {
    echo "check-examples: $*" >&2
    exit 1
}

# Each example builds from an empty build folder, as a new user's would: a kept one misses files
# added to the library since (SwiftPM does not rescan a path dependency's sources). Each build
# compiles the library again (about 20-40 s each on 2 cores).
for manifest in Examples/*/Package.swift; do
    package=$(dirname "$manifest")
    echo "check-examples: building $package"
    started=$SECONDS
    swift build --package-path "$package" --scratch-path "$work/build/$(basename "$package")"
    echo "check-examples: built $package in $((SECONDS - started)) s"
done

# binary NAME: the path of example NAME's executable (the target is named after the package).
binary() {
    local path
    path=$(swift build --package-path "Examples/$1" --scratch-path "$work/build/$1" --show-bin-path)/$1
    [[ -x $path ]] || fail "$path was not built"
    printf '%s\n' "$path"
}

# Our own display: the first free number from 90 up.
display=90
while [[ -e /tmp/.X11-unix/X$display || -e /tmp/.X$display-lock ]]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
pids+=($!)
export DISPLAY=:$display
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
xdotool getmouselocation >/dev/null 2>&1 || fail "Xvfb :$display did not start: $(cat "$work/xvfb.log")"

# Lines on stderr that are not the example's own and may be ignored: none are seen under this
# Xvfb with GTK_A11Y=none; add a pattern here if a GTK update brings some.
stderr_noise='^$'

# launch NAME TITLE [ARGUMENTS…]: starts example NAME and waits for its window titled TITLE.
# Sets `app` (its pid), `out` and `err` (its stdout and stderr files), `window` and the window's
# WIDTH and HEIGHT.
launch() {
    local name=$1 title=$2 path
    shift 2
    path=$(binary "$name")
    out=$work/$name.out
    err=$work/$name.err
    : >"$out"
    : >"$err"
    (cd "$work" && exec env "${gtk_env[@]}" "$path" "$@" >"$out" 2>"$err") &
    app=$!
    pids+=("$app")
    window=$(timeout 20 xdotool search --sync --onlyvisible --name "^$title\$" | head -1) || true
    [[ -n $window ]] || { cat "$err" >&2; fail "the $name example's window '$title' never appeared"; }
    # Input sent before the first frame is lost; the examples print no Ready line, so give them one.
    sleep 1
    kill -0 "$app" 2>/dev/null || { cat "$err" >&2; fail "the $name example exited after its window appeared"; }
    eval "$(xdotool getwindowgeometry --shell "$window")"
}

# wait_for_lines N: waits up to 5 s until the example printed at least N lines; fails if not.
wait_for_lines() {
    for _ in $(seq 50); do
        [[ $(wc -l <"$out") -ge $1 ]] && return 0
        sleep 0.1
    done
    cat "$err" >&2
    fail "expected $1 line(s) on stdout, got: '$(cat "$out")'"
}

# finish NAME: stops the example, and fails on anything it wrote to stderr but known noise.
finish() {
    kill "$app" 2>/dev/null || true
    wait "$app" 2>/dev/null || true
    local unexpected
    unexpected=$(grep -Ev "$stderr_noise" "$err" || true)
    [[ -z $unexpected ]] || fail "the $1 example wrote to stderr: $unexpected"
}

# click_down X FROM STEP TO: clicks at (X, y) in the window for y from FROM to TO in steps of
# STEP, until a click prints a line (what is where depends on the fonts); sets `found` to that
# y, or to nothing when no click printed.
click_down() {
    found=
    local y
    for y in $(seq "$2" "$3" "$4"); do
        xdotool mousemove --window "$window" "$1" "$y" click 1
        for _ in 1 2 3; do
            [[ -s $out ]] && break
            sleep 0.1
        done
        if [[ -s $out ]]; then
            found=$y
            return
        fi
    done
}

# --- Stack table: rows print what they say ---------------------------------------------------

launch StackTable 'Stack Table'

# press Y: a real click at (60, Y) in the window; prints the one new line it gave.
press() {
    local before
    before=$(wc -l <"$out")
    xdotool mousemove --window "$window" 60 "$1" click 1
    for _ in $(seq 50); do
        [[ $(wc -l <"$out") -gt $before ]] && break
        sleep 0.1
    done
    local lines
    lines=$(tail -n +"$((before + 1))" "$out")
    if [[ $(printf '%s\n' "$lines" | wc -l) -ne 1 || ! $lines =~ ^Item\ pressed\ at\ index\ [0-9]+$ ]]; then
        cat "$err" >&2
        fail "clicking at y=$1 printed '${lines}', expected one 'Item pressed at index N' line"
    fi
    sleep 0.6 # past the double-click time, so the next click is a click of its own
    printf '%s\n' "$lines"
}

# The window opens at the table's natural size (no default size is set): usable, not 62 x 46.
if ((WIDTH < 300 || HEIGHT < 300)); then
    fail "the example's window opened at ${WIDTH}x${HEIGHT}"
fi
# Rows are measured, not assumed (their height is the library style's): two clicks 240 px apart
# press two rows whose indices differ by 240 px over a plausible row height, and a click back at
# the first place presses the first row again, with exactly its line (a click never scrolls).
first=$(press 120)
second=$(press 360)
again=$(press 120)
i=${first##* }
j=${second##* }
if ((j <= i)) || ((240 / (j - i) < 20 || 240 / (j - i) > 80)); then
    fail "rows $i and $j, 240 px apart, are not rows of a table"
fi
if [[ $again != "$first" ]]; then
    fail "the same place pressed '$again' after '$first'"
fi
finish StackTable
echo "check-examples: stack table: $first; $second; $again (window ${WIDTH}x${HEIGHT})"

# --- Carousel: the first page, then the Right key pages once -----------------------------------

launch Carousel Carousel
wait_for_lines 1
if ! [[ $(head -1 "$out") =~ ^Page\ 1\ of\ ([3-6])$ ]]; then
    fail "the carousel's first line is '$(head -1 "$out")', expected 'Page 1 of M' with M in 3...6"
fi
pages=${BASH_REMATCH[1]}
# No window manager: the keyboard follows the pointer, so the pointer goes into the window first.
xdotool mousemove --window "$window" $((WIDTH / 2)) $((HEIGHT / 2))
sleep 0.2
xdotool key Right
wait_for_lines 2
sleep 0.6 # an extra line (a page passed on the way, a second report) would come by now
if [[ $(cat "$out") != "$(printf 'Page 1 of %s\nPage 2 of %s' "$pages" "$pages")" ]]; then
    fail "after the Right key the carousel printed '$(cat "$out")', expected 'Page 1 of $pages' then 'Page 2 of $pages'"
fi
finish Carousel
echo "check-examples: carousel: Page 1 of $pages, Right, Page 2 of $pages"

# --- Generic cells: a row of the first section prints its section and row ---------------------

launch GenericCells 'Generic Cells'
# The first section's header is one row high and the section has eight rows: y = 100 is one of them.
xdotool mousemove --window "$window" 60 100 click 1
wait_for_lines 1
sleep 0.6 # a second line for the one click would come by now
if [[ $(wc -l <"$out") -ne 1 || ! $(cat "$out") =~ ^Item\ pressed\ at\ section\ 0\ row\ [0-9]+$ ]]; then
    fail "a click on the first section printed '$(cat "$out")', expected one 'Item pressed at section 0 row N' line"
fi
cell_line=$(cat "$out")
finish GenericCells
echo "check-examples: generic cells: $cell_line"

# --- Static table: the page draws, and See availability prints ---------------------------------

launch StaticTable 'Static Table'
import -window root -crop "${WIDTH}x${HEIGHT}+${X}+${Y}" "$work/static-table.png"
# A page of text has hundreds of colours (antialiasing); a blank or failed page has a few.
colours=$(convert "$work/static-table.png" -format %k info:)
((colours > 100)) || fail "the static table's window shows $colours colours: it looks blank"
# The button is 160 px wide at the right edge of the content, which is at most 640 px wide,
# centred, with at least 24 px either side; it sits in the second section, under the title.
content_width=$((WIDTH - 48 < 640 ? WIDTH - 48 : 640))
button_x=$(((WIDTH + content_width) / 2 - 80))
# Its height depends on the fonts, so look for it from the top down in steps of 12 px (it is
# about 34 px tall); nothing above it in that column reacts to a click.
click_down "$button_x" 40 12 400
[[ -n $found ]] || fail "no click at x=$button_x, y=40...400 printed 'Availability requested'"
sleep 0.6 # a second line for the one click would come by now
if [[ $(cat "$out") != "Availability requested" ]]; then
    fail "a click on See availability printed '$(cat "$out")', expected one 'Availability requested' line"
fi
finish StaticTable
echo "check-examples: static table: $colours colours; Availability requested at ($button_x, $found)"

# --- Table styles: a grouped section is a card on the window's background ----------------------

launch TableStyles 'Table Styles' inset-grouped recycling
# The look before any click (a clicked row is selected): the pointer off the window, no hover.
xdotool mousemove 0 0
sleep 0.3
import -window root -crop "${WIDTH}x${HEIGHT}+${X}+${Y}" +repage "$work/table-styles.png"
# The first row, Apple, is below the controls and the Fruit header, whose heights are the
# fonts': look for it from the top down in steps of 8 px (titles press nothing).
click_down $((WIDTH / 2)) 60 8 240
[[ -n $found ]] || fail "no click at x=$((WIDTH / 2)), y=60...240 pressed a row of the table styles example"
sleep 0.6 # a second line for the one click would come by now
if [[ $(cat "$out") != "Item pressed at index 0" ]]; then
    fail "the first row clicked printed '$(cat "$out")', expected one 'Item pressed at index 0' line"
fi
# Beside the card (6 px from the window's edge, in its 12 px inset) is the window's background;
# inside it, at its trailing end (no text there), the view's colour: they differ.
pixel() { convert "$work/table-styles.png" -format "%[pixel:p{$1,$2}]" info:; }
margin=$(pixel 6 $((found + 4)))
card=$(pixel $((WIDTH - 30)) $((found + 4)))
[[ $margin != "$card" ]] || fail "at y=$((found + 4)) the card and the background beside it are both $card"
finish TableStyles
echo "check-examples: table styles: Item pressed at index 0 at y=$found; card $card on $margin"

# --- Checklist: Edit, a delete control and Delete button, Alt+Down, a handle's drag across
# sections, Done, a swipe ---

launch Checklist Checklist

# wait_for_line LINE: waits up to 5 s until the example printed LINE (the whole line); fails if not.
wait_for_line() {
    for _ in $(seq 50); do
        grep -qxF "$1" "$out" && return 0
        sleep 0.1
    done
    cat "$err" >&2
    fail "expected the line '$1' on stdout, got: '$(cat "$out")'"
}

# shoot: the window as it is drawn now, in $work/checklist.png.
shoot() {
    import -window root -crop "${WIDTH}x${HEIGHT}+${X}+${Y}" +repage "$work/checklist.png"
}

# is_red X Y: whether the 40 x 20 px around (X, Y) of the last shot are mostly (over half) the
# delete controls' red. An area, not a pixel: the button's white label crosses its middle, and
# where its letters fall depends on the release's text rendering (on GTK 4.18 the pixel at the
# middle was a letter's).
is_red() {
    convert "$work/checklist.png" -crop "40x20+$(($1 - 20))+$(($2 - 10))" +repage \
        -fx "(r > 0.55 && g < 0.3 && b < 0.3) ? 1 : 0" -format "%[fx:mean > 0.5]" info: | grep -qx 1
}

# delete_controls: the centres (y) of the red delete controls in the leading lane (x = 26 crosses
# them), top down, in the last shot; a control's white minus splits its red, so gaps of up to
# 6 px are bridged.
delete_controls() {
    convert "$work/checklist.png" -crop "1x${HEIGHT}+26+0" +repage -depth 8 txt:- |
        sed -n 's/^0,\([0-9]*\): (\([0-9]*\),\([0-9]*\),\([0-9]*\)).*/\1 \2 \3 \4/p' |
        awk 'BEGIN { start = -1 }
            $2 > 140 && $3 < 80 && $4 < 80 { if (start < 0) start = $1; last = $1; next }
            start >= 0 && $1 - last > 6 { if (last - start >= 10) print int((start + last) / 2); start = -1 }
            END { if (start >= 0 && last - start >= 10) print int((start + last) / 2) }'
}

# controls_count N: waits up to 5 s until the window shows N delete controls; sets `rows` to
# their centres.
controls_count() {
    for _ in $(seq 25); do
        shoot
        mapfile -t rows < <(delete_controls)
        ((${#rows[@]} == $1)) && return 0
        sleep 0.2
    done
    fail "expected $1 delete controls at x=26, saw ${#rows[@]} at y=${rows[*]:-nothing}"
}

# The Edit button is at the leading end of the header bar, whose height is the fonts': look for
# it from the top down in steps of 6 px (the rest of the bar prints nothing).
click_down 40 6 6 60
[[ -n $found ]] || fail "no click at x=40, y=6...60 pressed the checklist's Edit button"
wait_for_line "Editing on"
# Ten to-dos in four sections, each row with its delete control at the leading edge.
controls_count 10
# The first row, See a film: its delete control asks for confirmation with a red Delete button at
# the row's trailing edge, and that button deletes the row.
xdotool mousemove --window "$window" 26 "${rows[0]}" click 1
delete_x=$((WIDTH - 40))
for _ in $(seq 25); do
    shoot
    is_red "$delete_x" "${rows[0]}" && break
    sleep 0.2
done
is_red "$delete_x" "${rows[0]}" || fail "no red Delete button at ($delete_x, ${rows[0]}) after the row's delete control"
sleep 0.6 # past the double-click time, so the next click is a click of its own
xdotool mousemove --window "$window" "$delete_x" "${rows[0]}" click 1
wait_for_line "Deleted See a film from High Priority"
controls_count 9
first_row=${rows[0]}
# The second row now is Pay rent, the first of Medium Priority: a click focuses it (editing mode
# turns presses off) and Alt+Down moves it one place down.
sleep 0.6
xdotool mousemove --window "$window" $((WIDTH / 2)) "${rows[1]}" click 1
sleep 0.3
xdotool key alt+Down
wait_for_line "Moved Pay rent from Medium Priority 0 to Medium Priority 1"
# The reorder handle of Write an app (the first of Low Priority, the sixth row) dragged up at a
# hand's pace into High Priority, below its one row: the row crosses two sections.
handle_x=$((WIDTH - 26))
drag=(mousemove --window "$window" "$handle_x" "${rows[5]}" mousedown 1)
for step in 1 2 3 4 5 6 7 8 9 10 11 12; do
    drag+=(sleep 0.03 mousemove --window "$window" "$handle_x" $((rows[5] - (rows[5] - rows[0] - 10) * step / 12)))
done
sleep 0.6
xdotool "${drag[@]}" sleep 0.2 mouseup 1
wait_for_line "Moved Write an app from Low Priority 0 to High Priority 1"
# Done leaves editing mode: the controls slide away.
sleep 0.6
xdotool mousemove --window "$window" 40 "$found" click 1
wait_for_line "Editing off"
controls_count 0
# Out of editing mode a full swipe to the leading edge deletes the first row, Plan a trip (a
# gesture at a hand's pace: the pauses are the hand's, not waits for the app).
swipe=(mousemove --window "$window" $((WIDTH - 20)) "$first_row" mousedown 1)
for step in 1 2 3 4 5 6 7 8 9 10; do
    swipe+=(sleep 0.03 mousemove --window "$window" $((WIDTH - 20 - (WIDTH - 40) * step / 10)) "$first_row")
done
xdotool "${swipe[@]}" mouseup 1
wait_for_line "Deleted Plan a trip from High Priority"
expected=$(printf '%s\n' "Editing on" "Deleted See a film from High Priority" \
    "Moved Pay rent from Medium Priority 0 to Medium Priority 1" "Moved Write an app from Low Priority 0 to High Priority 1" \
    "Editing off" "Deleted Plan a trip from High Priority")
[[ $(cat "$out") == "$expected" ]] || fail "the checklist printed '$(cat "$out")', expected '$expected'"
finish Checklist
echo "check-examples: checklist: $(paste -sd ';' "$out" | sed 's/;/; /g') (Edit at y=$found)"

# --- Column table: the keyboard sorts by a header, a press names the planet, not the row -------

launch ColumnTable 'Column Table'
# The rows have the keyboard; the pointer goes into the window first (focus follows it).
xdotool mousemove --window "$window" $((WIDTH / 2)) $((HEIGHT / 2))
sleep 0.2
# Shift+Tab to the header row (on Name), Space sorts by it; Down back to the rows, Home, Enter.
xdotool key shift+Tab space
wait_for_line "Sorted by name ascending"
xdotool key Down Home Return
wait_for_line "Pressed Earth"
# Right twice to Moons (Down went to the rows: Shift+Tab comes back to Name), Space, then the
# last row by moons: Saturn's 146 sort after Jupiter's 95 as numbers.
xdotool key shift+Tab Right Right space
wait_for_line "Sorted by moons ascending"
xdotool key Down End Return
wait_for_line "Pressed Saturn"
expected=$(printf '%s\n' "Sorted by name ascending" "Pressed Earth" "Sorted by moons ascending" "Pressed Saturn")
[[ $(cat "$out") == "$expected" ]] || fail "the column table printed '$(cat "$out")', expected '$expected'"
finish ColumnTable
echo "check-examples: column table: $(paste -sd ';' "$out" | sed 's/;/; /g')"

# --- Outline: folders read when first opened, Right and Left open, enter and leave them ------

launch Outline 'Outline'
xdotool mousemove --window "$window" $((WIDTH / 2)) $((HEIGHT / 2))
sleep 0.2
# The rows have the keyboard: Right opens Sources/, whose entries come a moment later.
xdotool key Home Right
wait_for_line "Read Sources/: 2 items"
# Right goes into it (App/), Right opens App/; once read, Down and Enter press main.swift.
xdotool key Right Right
wait_for_line "Read Sources/App/: 2 items"
xdotool key Down Return
wait_for_line "Pressed Sources/App/main.swift"
# Left to App/, Left closes it, Left to Sources/, Left closes it, sent at once as a fast typist's
# keys come: closing a folder makes its row anew, and the focus goes to the new row at once (it
# stayed on the old one until the next frame, and the keys typed meanwhile were lost).
xdotool key Left Left Left Left
wait_for_line "Collapsed Sources/"
# Private/ (the third row) cannot be read: opening it makes its row anew and the reason shows
# under it. End and Enter, typed with the rest, press the last file.
xdotool key Down Down Right End Return
wait_for_line "Pressed README.md"
expected=$(printf '%s\n' "Expanded Sources/" "Read Sources/: 2 items" "Expanded Sources/App/" "Read Sources/App/: 2 items" \
    "Pressed Sources/App/main.swift" "Collapsed Sources/App/" "Collapsed Sources/" "Expanded Private/" "Pressed README.md")
[[ $(cat "$out") == "$expected" ]] || fail "the outline printed '$(cat "$out")', expected '$expected'"
finish Outline
echo "check-examples: outline: $(paste -sd ';' "$out" | sed 's/;/; /g')"

echo "check-examples: every example builds and answers real input, and the checklist edits"
