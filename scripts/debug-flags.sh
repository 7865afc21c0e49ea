#!/bin/sh
# Prints the extra `swift build` arguments of the debug build that every check shares, one per
# line: the test build (scripts/test.sh), the leak check (scripts/leakcheck.sh) and the symbol
# graphs of the documentation and API checks (scripts/symbol-graphs.sh). Debug information in
# DWARF 4, which valgrind 3.19 (Debian 12) reads whole; with one set of flags the three build
# the same objects once instead of each compiling the package again.
# Usage: scripts/debug-flags.sh
set -eu
printf '%s\n' -Xcc -gdwarf-4 -Xswiftc -dwarf-version=4
