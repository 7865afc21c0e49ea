#!/usr/bin/env bash
# Installs what is missing and runs every check and test, then prints a table of each phase's
# time, so a slow phase shows at once. What each phase checks: docs/testing.md.
#
# In order: the lint and the layering check, one debug build of the package and its tests
# (scripts/debug-flags.sh), then three lanes side by side: the tests mostly wait for the app, so
# the checks' compiling fits beside them on two cores:
#   tests:   the model, widget and end-to-end tests (scripts/swift-tests.sh: Swift Testing, then
#            the XCTest classes on several Xvfb displays at once)
#   checks:  the documentation, the public API, the example packages (each compiles the library)
#   release: once the symbol graphs are made (SwiftPM locks .build while it builds), the release
#            build with the benchmark's smoke run, the meson install check (which reuses that
#            build) and the leak check under valgrind
# Every phase runs even when an earlier one failed, so one run shows every failure; the script
# fails if any did. Nothing may skip: a missing tool or display fails.
# Usage: scripts/test.sh [--filter REGEX] [--workers N]   (both go to scripts/swift-tests.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
run_started=$(date +%s.%N)
# An assignment, not eval "$(…)": a failed install then stops this script (set -e).
deps_env=$(scripts/install-deps.sh test)
eval "$deps_env"
deps_seconds=$(awk -v s="$run_started" -v e="$(date +%s.%N)" 'BEGIN { printf "%.0f", e - s }')

work=$(mktemp -d /tmp/tabledeck-test.XXXXXX)
trap 'rm -rf "$work"' EXIT
# One lock for everything printed, shared with scripts/swift-tests.sh: a phase's output comes
# out whole, never interleaved with the other lane's.
export TABLEDECK_PRINT_LOCK=$work/print.lock

# phase LANE NAME COMMAND…: runs COMMAND with its output kept, prints that output whole when it
# ends (the tests phase prints as it goes) and records the phase's time and status.
phase() {
    local lane=$1 name=$2 started status=0
    shift 2
    started=$(date +%s.%N)
    if [[ $name == tests ]]; then
        "$@" 2>&1 || status=$?
    else
        "$@" >"$work/$name.log" 2>&1 || status=$?
    fi
    local seconds
    seconds=$(awk -v s="$started" -v e="$(date +%s.%N)" 'BEGIN { printf "%.0f", e - s }')
    printf '%s\t%s\t%s\t%s\t%s\n' "$lane" "$name" "$(awk -v s="$run_started" -v t="$started" 'BEGIN { printf "%.0f", t - s }')" \
        "$seconds" "$status" >>"$work/phases"
    (
        flock 9
        echo "== $name: $([[ $status -eq 0 ]] && echo passed || echo "FAILED (status $status)") in $seconds s"
        [[ $name == tests ]] || cat "$work/$name.log"
    ) 9>"$TABLEDECK_PRINT_LOCK"
    return "$status"
}

# The smoke run of the benchmark command: a tiny case, its table printed with every column.
bench_smoke() {
    local smoke columns rows
    smoke=$(scripts/bench.sh --smoke)
    echo "$smoke"
    columns=$(echo "$smoke" | grep -c '^| case | runs | TableDeck: time to Ready' || true)
    rows=$(echo "$smoke" | grep -cE '^\| (stack table|frame work)' || true)
    if [ "$columns" -ne 1 ] || [ "$rows" -lt 2 ]; then
        echo "the benchmark's smoke run did not print its table with every column" >&2
        return 1
    fi
}

printf 'start\tinstall what is missing\t0\t%s\t0\n' "$deps_seconds" >"$work/phases"
failed=0
phase start lint swift format lint --strict --recursive Sources Tests Examples || failed=1
phase start layers scripts/check-layers.sh || failed=1
mapfile -t flags < <(scripts/debug-flags.sh)
if ! phase start build swift build --build-tests "${flags[@]}"; then
    failed=1
else
    (
        status=0
        phase checks docs scripts/docs.sh || status=1
        phase checks public-api scripts/check-api.sh || status=1
        # The release lane only now: its build holds SwiftPM's lock on .build, which the symbol
        # graphs of the two phases above need too (the examples build in folders of their own).
        (
            release_status=0
            phase release bench-smoke bench_smoke || release_status=1
            phase release install scripts/check-install.sh || release_status=1
            phase release leak-check scripts/leakcheck.sh || release_status=1
            exit "$release_status"
        ) &
        release=$!
        phase checks examples scripts/check-examples.sh || status=1
        wait "$release" || status=1
        exit "$status"
    ) &
    checks=$!
    phase tests tests scripts/swift-tests.sh "$@" || failed=1
    wait "$checks" || failed=1
fi

total=$(awk -v s="$run_started" -v e="$(date +%s.%N)" 'BEGIN { printf "%.0f", e - s }')
echo
echo "| phase | lane | started at | time | result |"
echo "|---|---|---|---|---|"
while IFS=$'\t' read -r lane name at seconds status; do
    printf '| %s | %s | %d:%02d | %d:%02d | %s |\n' "$name" "$lane" $((at / 60)) $((at % 60)) $((seconds / 60)) $((seconds % 60)) \
        "$([[ $status -eq 0 ]] && echo passed || echo "FAILED ($status)")"
done <"$work/phases"
printf '| **whole run** | | | %d:%02d | %s |\n' $((total / 60)) $((total % 60)) "$([[ $failed -eq 0 ]] && echo passed || echo FAILED)"
exit "$failed"
