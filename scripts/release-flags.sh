#!/bin/sh
# Prints the extra `swift build` arguments of a release build of the app, one per line, for
# scripts/run.sh, scripts/bench.sh and meson (scripts/meson-swift-build.sh), so that the app a
# user runs and the one the benchmark measures are linked alike. With the toolchain's lld:
# - relative relocations packed (`-z pack-relative-relocs`, glibc 2.36+): the position-
#   independent binary keeps address-space randomization, and its 560 KB relocation table, read
#   whole at every start, shrinks to 4 KB;
# - the functions that run before the first frame laid out together
#   (`--symbol-ordering-file scripts/startup-order.txt`, made by scripts/make-startup-order.sh),
#   so that starting touches a few hundred KB of code instead of pages all over the binary.
#   The linker can only move a function that has a section of its own: swiftc gives one to public
#   functions only, so the app's modules are compiled with `-function-sections` (the statically
#   linked Swift runtime's own code is one section per library and stays where it is).
# - no dynamic symbol table of the app's own functions (`--no-export-dynamic`, undoing the
#   `-export-dynamic` of the toolchain's static-stdlib-args.lnk): 3,447 names and 200 KB of
#   strings that nothing looks up (no GtkBuilder file of ours names a handler or a type
#   function), but which the dynamic linker's hash table and every start mapped.
# Without lld next to swift, nothing is printed and the default linker is used.
# Usage: scripts/release-flags.sh [SWIFT]
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
swift=$(command -v "${1:-swift}" || true)
[ -n "$swift" ] || exit 0
bin=$(dirname "$(readlink -f "$swift")")
[ -x "$bin/ld.lld" ] || exit 0
printf '%s\n' -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
printf '%s\n' -Xswiftc -Xfrontend -Xswiftc -function-sections
printf '%s\n' -Xlinker --no-export-dynamic
if [ -f "$root/scripts/startup-order.txt" ]; then
    # Names that no longer exist (the code changed since the list was made) are skipped quietly;
    # lld ignores lines that begin with '#', such as the list's first, which says how it is made.
    printf '%s\n' -Xlinker "--symbol-ordering-file=$root/scripts/startup-order.txt" -Xlinker --no-warn-symbol-ordering
fi
