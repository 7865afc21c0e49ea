#!/usr/bin/env bash
# Makes scripts/startup-order.txt: the app's own functions (ours and the statically linked Swift
# runtime's) that run from launch to the first frame, with each of the four screens first, in the
# order they first run. scripts/release-flags.sh hands the list to the linker, which lays these
# functions out together. Run it again after large changes to start-up (a stale list costs a
# little resident memory, never correctness). Needs valgrind and Xvfb (scripts/install-deps.sh
# test installs both). About two minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -d /opt/swift/usr/bin ]]; then export PATH=/opt/swift/usr/bin:$PATH; fi
for tool in swift valgrind Xvfb objcopy; do
    command -v "$tool" >/dev/null || { echo "make-startup-order: $tool is missing" >&2; exit 1; }
done
mapfile -t flags < <(scripts/release-flags.sh "$(command -v swift)")
work=$(mktemp -d)
# The link map says which functions have a section of their own: only those can be moved.
touch Sources/tabledeck/main.swift
swift build -c release --static-swift-stdlib --product tabledeck "${flags[@]}" \
    -Xlinker "-Map=$work/link.map" -Xlinker --no-demangle >&2
server=
cleanup() { [[ -n $server ]] && kill "$server" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
# valgrind 3.19 cannot read the toolchain's DWARF 5; the symbol table is all it needs here.
objcopy --strip-debug .build/release/tabledeck "$work/tabledeck"
display=170
while [[ -e /tmp/.X11-unix/X$display || -e /tmp/.X$display-lock ]]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
server=$!
for _ in $(seq 50); do [[ -e /tmp/.X11-unix/X$display ]] && break; sleep 0.1; done
for screen in users carousel cells detail; do
    DISPLAY=:$display GTK_A11Y=none GDK_DEBUG=gl-disable GSK_RENDERER=cairo TABLEDECK_BENCH=ready \
        valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$screen.out" \
        "$work/tabledeck" --screen "$screen" >/dev/null 2>"$work/$screen.log" \
        || { echo "make-startup-order: the $screen run failed" >&2; tail -5 "$work/$screen.log" >&2; exit 1; }
done
python3 - "$work/link.map" "$work/tabledeck" "$work"/{users,carousel,cells,detail}.out >scripts/startup-order.txt <<'PY'
import re, sys
# callgrind names an object (ob=) and a function (fn=) in full the first time and by number
# after; a function's own cost lines follow its fn= line under the current ob=.
link_map, binary, outputs = sys.argv[1], sys.argv[2], sys.argv[3:]
# A function in a section shared with others (the static Swift runtime's `.text` of 1.6 MB, say)
# is left out: naming it would move its whole section, and everything listed after it, behind
# that section.
shared = set()
section = None
for line in open(link_map):
    fields = line.split(None, 4)
    if len(fields) < 5:
        continue
    text = fields[4].strip()
    if ":(" in text:
        section = text.rsplit(":(", 1)[1].rstrip(")")
    elif section == ".text":
        shared.add(text)
names, seen = [], set()
for path in outputs:
    objects, functions, current = {}, {}, None
    for line in open(path):
        match = re.match(r"(c?ob|c?fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if not match:
            continue
        kind, number, name = match.groups()
        table = objects if kind.endswith("ob") else functions
        if name:
            table[number] = name
        if kind == "ob":
            current = objects[number]
        elif kind == "fn" and current == binary:
            # "name'2" is a recursion level of name; a bare address has no symbol to order.
            function = re.sub(r"'\d+$", "", functions[number])
            if function.startswith("0x"):
                continue
            if function not in seen and function not in shared:
                seen.add(function)
                names.append(function)
print("\n".join(names))
PY
echo "make-startup-order: $(wc -l <scripts/startup-order.txt) functions in scripts/startup-order.txt" >&2
