#!/usr/bin/env bash
# Runs the leak-check workload (Tests/TableDeckViewsTests/LeakCheckTests.swift: create, populate,
# press and destroy each view) under valgrind's memcheck, with GLib's and GTK's suppression files
# and G_SLICE=always-malloc, and fails if the workload fails or runs no test, or if any
# definitely-lost block has TableDeck's code (Swift symbols of our modules, or tdk_ C shims)
# anywhere on its stack. Blocks with none of our code, and fontconfig's and XCTest's own caches,
# are reported only as a count.
# About 30 s under valgrind once the test build is there (the same build as the tests': DWARF 4,
# scripts/debug-flags.sh): scripts/test.sh runs it on every test run; see docs/reliability.md.
set -euo pipefail
cd "$(dirname "$0")/.."
# An assignment, not eval "$(…)": a failed install then stops this script (set -e).
deps_env=$(scripts/install-deps.sh test)
eval "$deps_env"
# A build of its own with DWARF 4 debug information: valgrind 3.19 (Debian 12) cannot read the
# DWARF 5 that the toolchain's clang emits by default, and gives up on the whole binary.
# The test build itself (nothing to compile when scripts/test.sh has just built it).
mapfile -t flags < <(scripts/debug-flags.sh)
swift build --build-tests "${flags[@]}" >&2
bundle=$(find "$(swift build "${flags[@]}" --show-bin-path)/" -maxdepth 1 -name '*PackageTests.xctest' | head -n 1)
log=$(mktemp --suffix=.valgrind)
gtk_env_text=$(scripts/gtk-env.sh)
mapfile -t gtk_env <<<"$gtk_env_text"
export "${gtk_env[@]}" G_SLICE=always-malloc G_DEBUG=gc-friendly
export TABLEDECK_REQUIRE_DISPLAY=1
output=$(mktemp --suffix=.xctest)
# The workload's own result counts: a failing or missing test is a failed leak check, not a pass.
status=0
xvfb-run --auto-servernum --server-args="-screen 0 1280x800x24" \
    valgrind --leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite \
    --num-callers=40 --log-file="$log" \
    --suppressions=/usr/share/glib-2.0/valgrind/glib.supp \
    --suppressions=/usr/share/gtk-4.0/valgrind/gtk.supp \
    "$bundle" TableDeckViewsTests.LeakCheckTests >"$output" 2>&1 || status=$?
cat "$output" >&2
executed=$(grep -oE "Executed [0-9]+ tests?, with 0 failures" "$output" | tail -n 1 | grep -oE "[0-9]+" | head -n 1 || true)
rm -f "$output"
if [ "$status" -ne 0 ] || [ -z "$executed" ] || [ "$executed" -eq 0 ]; then
    echo "leakcheck: the workload failed (status $status) or ran no test (executed: ${executed:-none})" >&2
    exit 1
fi
python3 - "$log" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
# A record is TableDeck's when our code is anywhere on the stack of the lost block: a Swift
# object or widget we created and lost, or a GTK or GLib allocation that our call made and that
# nobody freed. Two kinds are not, and are named here rather than hidden: a block whose first
# caller past the allocator is fontconfig (its process-wide font cache, filled by the first text
# measured, whoever measures it) or XCTest (the test runner's own objects; its generated
# `TableDeckPackageTests` main is not our code); and GIO's extension modules, which GIO loads
# once per process, below whatever first asks for its VFS (GTK's settings loading the theme
# from a resource, in whichever test makes the first widget), and by design never unloads.
ours_frame = re.compile(r"TableDeck(?!PackageTests)|tdk_|tabledeck")
allocator = re.compile(r"malloc|calloc|realloc|memalign|swift_slowAlloc|swift_allocObject|formWeakReference|swift_weakAssign")
foreign_origin = re.compile(r"libfontconfig|libXCTest")
gio_modules = re.compile(r"g_io_modules_scan_all_in_directory")
ours, theirs = [], 0
for record in re.split(r"\n==\d+== \n", text):
    if "definitely lost" not in record:
        continue
    frames = re.findall(r"(?:at|by) 0x[0-9A-F]+: (.*)", record)
    origin = next((frame for frame in frames if not allocator.search(frame)), "")
    process_once = any(gio_modules.search(frame) for frame in frames)
    if not foreign_origin.search(origin) and not process_once and any(ours_frame.search(frame) for frame in frames):
        ours.append(record)
    else:
        theirs += 1
summary = re.search(r"definitely lost: ([\d,]+) bytes in ([\d,]+) blocks", text)
print(f"leakcheck: valgrind summary: {summary.group(0) if summary else 'no leak summary (did the run finish?)'}")
print(f"leakcheck: definitely-lost records with TableDeck's code on the stack: {len(ours)}; "
      f"GTK's, GLib's (GIO's modules included), fontconfig's or XCTest's own: {theirs}")
for record in ours:
    print(record)
if not summary or ours:
    sys.exit(1)
PY
