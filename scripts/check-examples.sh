#!/usr/bin/env bash
# Builds every package under Examples/ as an outside user would (each depends on the library by
# path), then runs the stack-table example under its own Xvfb and presses two rows with real
# xdotool clicks, checking the exact line each prints. A missing tool fails; nothing skips.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
if [[ -d /opt/swift/usr/bin ]]; then export PATH=/opt/swift/usr/bin:$PATH; fi

for tool in swift Xvfb xdotool; do
    command -v "$tool" >/dev/null || { echo "check-examples: $tool is missing" >&2; exit 1; }
done

work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

# Each example builds from an empty build folder, as a new user's would: a kept one misses files
# added to the library since (SwiftPM does not rescan a path dependency's sources).
for manifest in Examples/*/Package.swift; do
    package=$(dirname "$manifest")
    echo "check-examples: building $package"
    swift build --package-path "$package" --scratch-path "$work/build/$(basename "$package")"
done

binary=$(swift build --package-path Examples/StackTable --scratch-path "$work/build/StackTable" --show-bin-path)/StackTable
[[ -x $binary ]] || { echo "check-examples: $binary was not built" >&2; exit 1; }

# Our own display: the first free number from 90 up.
display=90
while [[ -e /tmp/.X11-unix/X$display || -e /tmp/.X$display-lock ]]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
pids+=($!)
export DISPLAY=:$display
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

(cd "$work" && GTK_A11Y=none GDK_DEBUG=gl-disable GSK_RENDERER=cairo "$binary" >"$work/out" 2>"$work/err") &
pids+=($!)

window=$(timeout 20 xdotool search --sync --onlyvisible --name '^Stack Table$' | head -1) || true
[[ -n $window ]] || { echo "check-examples: the example's window never appeared" >&2; cat "$work/err" >&2; exit 1; }
# Clicks sent before the first frame are lost; the example prints no Ready line, so give it one.
sleep 1

# press Y: a real click at (60, Y) in the window; prints the one new line it gave.
press() {
    local before
    before=$(wc -l <"$work/out")
    xdotool mousemove --window "$window" 60 "$1" click 1
    for _ in $(seq 50); do
        [[ $(wc -l <"$work/out") -gt $before ]] && break
        sleep 0.1
    done
    local lines
    lines=$(tail -n +"$((before + 1))" "$work/out")
    if [[ $(printf '%s\n' "$lines" | wc -l) -ne 1 || ! $lines =~ ^Item\ pressed\ at\ index\ [0-9]+$ ]]; then
        echo "check-examples: clicking at y=$1 printed '${lines}', expected one 'Item pressed at index N' line" >&2
        cat "$work/err" >&2
        exit 1
    fi
    sleep 0.6 # past the double-click time, so the next click is a click of its own
    printf '%s\n' "$lines"
}

# The window opens at the table's natural size (no default size is set): usable, not 62 x 46.
eval "$(xdotool getwindowgeometry --shell "$window")"
if ((WIDTH < 300 || HEIGHT < 300)); then
    echo "check-examples: the example's window opened at ${WIDTH}x${HEIGHT}" >&2
    exit 1
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
    echo "check-examples: rows $i and $j, 240 px apart, are not rows of a table" >&2
    exit 1
fi
if [[ $again != "$first" ]]; then
    echo "check-examples: the same place pressed '$again' after '$first'" >&2
    exit 1
fi
echo "check-examples: $first; $second; $again (window ${WIDTH}x${HEIGHT})"
echo "check-examples: every example builds; the stack-table example prints what its rows say"
