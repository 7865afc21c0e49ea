#!/usr/bin/env bash
# Runs the built test bundle (.build/debug/TableDeckPackageTests.xctest, from
# `swift build --build-tests`): the Swift Testing model tests, then every XCTest class, handed out
# one at a time to WORKERS workers, each with an Xvfb display of its own (its own pointer,
# keyboard focus and clipboard, so end-to-end tests on different displays cannot disturb each
# other). The slowest classes of the last run go first, so the workers finish together.
#
# Usage: scripts/swift-tests.sh [--workers N] [--filter REGEX]
#   --workers N    how many displays run classes at once (default: $TABLEDECK_TEST_WORKERS, or 3:
#                  most of an end-to-end test is waiting for the app, so three fit two cores)
#   --filter REGEX only the tests whose "Target.Class/testMethod" name matches (extended regex)
#
# Widget and end-to-end tests fail rather than skip here (TABLEDECK_REQUIRE_DISPLAY=1), GLib
# criticals are fatal, and any skipped test fails the run. Ends with the line
# "swift-tests: N passed, N failed" and a failing status if any test failed or was skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -d /opt/swift/usr/bin ]]; then export PATH=/opt/swift/usr/bin:$PATH; fi

workers=${TABLEDECK_TEST_WORKERS:-3}
filter=
while [[ $# -gt 0 ]]; do
    case $1 in
        --workers) workers=$2; shift 2 ;;
        --filter) filter=$2; shift 2 ;;
        *) echo "swift-tests.sh: unknown argument '$1' (--workers N, --filter REGEX)" >&2; exit 2 ;;
    esac
done
[[ $workers =~ ^[1-9][0-9]*$ ]] || { echo "swift-tests.sh: --workers wants a positive number, not '$workers'" >&2; exit 2; }

bundle=.build/debug/TableDeckPackageTests.xctest
[[ -x $bundle ]] || { echo "swift-tests.sh: $bundle is missing: run swift build --build-tests first" >&2; exit 1; }
for tool in Xvfb xdotool; do
    command -v "$tool" >/dev/null || { echo "swift-tests.sh: $tool is missing (scripts/install-deps.sh test)" >&2; exit 1; }
done

gtk_env_text=$(scripts/gtk-env.sh)
mapfile -t gtk_env <<<"$gtk_env_text"
export "${gtk_env[@]}" TABLEDECK_REQUIRE_DISPLAY=1 G_DEBUG=fatal-criticals
export NO_AT_BRIDGE=1
# Each test's time in the last run, for the next run's order (in the build folder, not in git).
durations=.build/test-durations.txt

work=$(mktemp -d /tmp/tabledeck-tests.XXXXXX)
# What is printed goes out under this lock, whole (scripts/test.sh shares it with its other lane).
print_lock=${TABLEDECK_PRINT_LOCK:-$work/print-lock}
# The workers' Xvfb servers, one process id a line, so an interrupted run leaves none behind.
cleanup() {
    while read -r pid; do kill "$pid" 2>/dev/null || true; done <"$work/servers" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

# --- Swift Testing: the headless model tests, in parallel in one process ---------------------
swift_testing_failed=0
swift_testing_passed=0
if [[ -z $filter ]] || "$bundle" --testing-library swift-testing --list-tests 2>/dev/null | grep -E "$filter" >/dev/null; then
    arguments=(--testing-library swift-testing)
    [[ -n $filter ]] && arguments+=(--filter "$filter")
    status=0
    "$bundle" "${arguments[@]}" >"$work/swift-testing.log" 2>&1 || status=$?
    grep -E "Test run with|✘|failed" "$work/swift-testing.log" || true
    summary=$(grep -oE "Test run with [0-9]+ tests?" "$work/swift-testing.log" | grep -oE "[0-9]+" | tail -n 1 || true)
    if [[ $status -ne 0 || -z $summary ]]; then
        cat "$work/swift-testing.log"
        echo "swift-tests: the Swift Testing run failed (status $status)" >&2
        swift_testing_failed=1
    else
        swift_testing_passed=$summary
    fi
fi

# --- XCTest: classes handed out to workers ---------------------------------------------------
"$bundle" --list-tests 2>/dev/null | grep -E '^[A-Za-z]+\.[A-Za-z0-9_]+/test' >"$work/tests" || true
if [[ -n $filter ]]; then
    grep -E "$filter" "$work/tests" >"$work/tests.filtered" || true
    mv "$work/tests.filtered" "$work/tests"
fi
# The work items, slowest first (scripts/test-queue.py: long classes method by method).
python3 scripts/test-queue.py order "$work/tests" "$durations" "$([[ -n $filter ]] && echo 1 || echo 0)" >"$work/queue.sorted"
total=$(wc -l <"$work/queue.sorted")
echo "swift-tests: $(wc -l <"$work/tests") XCTest tests in $total runs on $workers displays"
echo 0 >"$work/next"

# take: prints the next queue line, or fails when the queue is empty (under a lock).
take() {
    (
        flock 9
        local next
        next=$(cat "$work/next")
        [[ $next -lt $total ]] || exit 1
        echo $((next + 1)) >"$work/next"
        sed -n "$((next + 1))p" "$work/queue.sorted"
    ) 9>"$work/lock"
}

# worker N: starts Xvfb on a free display, then runs classes from the queue until it is empty.
worker() {
    local number=$1 display=$((200 + $1)) class selection started status
    while [[ -e /tmp/.X11-unix/X$display || -e /tmp/.X$display-lock ]]; do display=$((display + 10)); done
    Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb-$number.log" 2>&1 &
    local server=$!
    echo "$server" >>"$work/servers"
    local ready=0
    for _ in $(seq 100); do
        if DISPLAY=:$display xdotool getmouselocation >/dev/null 2>&1; then ready=1; break; fi
        kill -0 "$server" 2>/dev/null || break
        sleep 0.05
    done
    if [[ $ready -ne 1 ]]; then
        echo "swift-tests: Xvfb :$display did not start: $(cat "$work/xvfb-$number.log")" >"$work/worker-$number.error"
        kill "$server" 2>/dev/null || true
        return 1
    fi
    while line=$(take); do
        class=${line%%$'\t'*}
        selection=${line#*$'\t'}
        log=$work/class-$(echo "$class" | tr '/' '-').log
        started=$(date +%s.%N)
        status=0
        DISPLAY=:$display "$bundle" "$selection" >"$log" 2>&1 || status=$?
        awk -v c="$class" -v s="$started" -v e="$(date +%s.%N)" -v st="$status" \
            'BEGIN { printf "%s\t%.1f\t%s\n", c, e - s, st }' >>"$work/results"
        # The class's lines at once, whole, so the workers' logs do not interleave.
        (
            flock 9
            grep -E "^Test Case '.*' (passed|failed|skipped)|error: |: error|XCTAssert|XCTFail|Fatal error|Unavailable" \
                "$log" || true
            if [[ $status -ne 0 ]] && ! grep -qE "^Test Case '.*' failed" "$log"; then
                # A crash or an abort: no test line says so; show the end of its output.
                echo "swift-tests: $class ended with status $status:"
                tail -n 40 "$log"
            fi
        ) 9>"$print_lock"
    done
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
}

: >"$work/results"
pids=()
for number in $(seq "$workers"); do
    worker "$number" &
    pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid" || true; done
errors=$(cat "$work"/worker-*.error 2>/dev/null || true)

passed=$(cat "$work"/class-*.log 2>/dev/null | grep -cE "^Test Case '.*' passed" || true)
failed=$(cat "$work"/class-*.log 2>/dev/null | grep -cE "^Test Case '.*' failed" || true)
skipped=$(cat "$work"/class-*.log 2>/dev/null | grep -cE "^Test Case '.*' skipped" || true)
ran_classes=$(wc -l <"$work/results")
crashed=$(awk -F'\t' '$3 != 0' "$work/results" | cut -f1 | tr '\n' ' ')
expected=$(wc -l <"$work/tests")

# Each test's time, for the next run's order.
if [[ $ran_classes -gt 0 ]]; then
    mkdir -p "$(dirname "$durations")"
    python3 scripts/test-queue.py record "$work/tests" "$durations" "$work"/class-*.log
fi

echo "swift-tests: slowest runs:"
# awk reads all of sort's output (head would close the pipe early: SIGPIPE, a failure under pipefail).
sort -t$'\t' -k2,2 -rn "$work/results" | awk -F'\t' 'NR <= 8 { printf "  %6.1f s  %s\n", $2, $1 }'
[[ -z $errors ]] || echo "$errors" >&2
problems=()
[[ -z $errors ]] || problems+=("a display did not start")
[[ $ran_classes -eq $total ]] || problems+=("$((total - ran_classes)) of $total runs did not happen")
[[ -z $crashed ]] || problems+=("runs that ended with a failing status: $crashed")
[[ $skipped -eq 0 ]] || problems+=("$skipped test(s) skipped; here nothing may skip")
[[ $((passed + failed + skipped)) -eq $expected ]] ||
    problems+=("$expected XCTest tests listed, $((passed + failed + skipped)) reported")
[[ $swift_testing_failed -eq 0 ]] || problems+=("the Swift Testing run failed")
[[ $((expected + swift_testing_passed)) -gt 0 ]] || problems+=("no test ran")
echo "swift-tests: XCTest $passed passed, $failed failed, $skipped skipped; Swift Testing $swift_testing_passed passed"
echo "swift-tests: $((passed + swift_testing_passed)) passed, $((failed + swift_testing_failed)) failed"
if [[ ${#problems[@]} -gt 0 ]]; then
    printf 'swift-tests: %s\n' "${problems[@]}" >&2
    exit 1
fi
