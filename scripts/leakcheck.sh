#!/usr/bin/env bash
# Runs the leak-check workload (Tests/TableDeckViewsTests/LeakCheckTests.swift: create, populate,
# press and destroy each view) under valgrind's memcheck, with GLib's and GTK's suppression files
# and G_SLICE=always-malloc, and fails if any definitely-lost block was allocated from
# TableDeck's code (Swift symbols of our modules, or tdk_ C shims). GTK's and GLib's own
# one-time allocations are not ours to fix and are reported only as a count.
# About 15 s: scripts/test.sh runs it on every test run; see README "Reliability".
set -euo pipefail
cd "$(dirname "$0")/.."
eval "$(scripts/install-deps.sh test)"
swift build --build-tests >&2
bundle=$(find .build/debug/ -maxdepth 1 -name '*PackageTests.xctest' | head -n 1)
log=$(mktemp --suffix=.valgrind)
export G_SLICE=always-malloc G_DEBUG=gc-friendly GTK_A11Y=none GDK_DEBUG=gl-disable GSK_RENDERER=cairo
export TABLEDECK_REQUIRE_DISPLAY=1
xvfb-run --auto-servernum --server-args="-screen 0 1280x800x24" \
    valgrind --leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite \
    --num-callers=40 --log-file="$log" \
    --suppressions=/usr/share/glib-2.0/valgrind/glib.supp \
    --suppressions=/usr/share/gtk-4.0/valgrind/gtk.supp \
    "$bundle" TableDeckViewsTests.LeakCheckTests >&2 || true
python3 - "$log" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
# A record is TableDeck's when, walking its stack from the allocation outwards, our code comes
# before any frame that is neither an allocator nor a constructor: a Swift object or a widget we
# created and lost. A record whose first caller is GTK's or GLib's own code is theirs, even when
# our code called into GTK further out (presenting a window makes GTK allocate for itself).
ours_frame = re.compile(r"TableDeck|tdk_|tabledeck")
allocator = re.compile(r"malloc|calloc|realloc|memalign|_new\b|_new_|g_type_create_instance|g_object_new|swift_|"
                       r"g_slice_|g_strdup|_alloc|\?\?\?")
ours, theirs = [], 0
for record in re.split(r"\n==\d+== \n", text):
    if "definitely lost" not in record:
        continue
    frames = re.findall(r"(?:at|by) 0x[0-9A-F]+: (\S+)", record)
    mine = False
    for frame in frames:
        if ours_frame.search(frame):
            mine = True
            break
        if not allocator.search(frame):
            break
    if mine:
        ours.append(record)
    else:
        theirs += 1
summary = re.search(r"definitely lost: ([\d,]+) bytes in ([\d,]+) blocks", text)
print(f"leakcheck: valgrind summary: {summary.group(0) if summary else 'no leak summary (did the run finish?)'}")
print(f"leakcheck: definitely-lost records allocated by TableDeck's code: {len(ours)}; by GTK/GLib/other code: {theirs}")
for record in ours:
    print(record)
if not summary or ours:
    sys.exit(1)
PY
