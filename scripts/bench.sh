#!/usr/bin/env bash
# Builds release binaries of TableDeck and of the C baseline, then runs the benchmark
# (Benchmarks/bench.py) on its own Xvfb and prints a Markdown table. Arguments go to bench.py:
#   scripts/bench.sh --runs 7            more launches per case
#   scripts/bench.sh --renderer gl       use GL (llvmpipe here) instead of cairo
#   scripts/bench.sh --output Benchmarks/results.md
#   scripts/bench.sh --only table        the Table screen against a C GtkColumnView only
#   scripts/bench.sh --only expand       the Files screen expanding a folder of 100,000 entries only
set -euo pipefail
cd "$(dirname "$0")/.."
# An assignment, not eval "$(…)": a failed install then stops this script (set -e).
deps_env=$(scripts/install-deps.sh bench)
eval "$deps_env"
mapfile -t flags < <(scripts/release-flags.sh "$(command -v swift)")
swift build -c release --static-swift-stdlib --product tabledeck "${flags[@]}" >&2
mkdir -p .build/bench
read -ra gtk <<<"$(pkg-config --cflags --libs gtk4)"
# The bridge's C files whole: they call one another (the run-time GTK choices in TdkGtkCompat.c).
cc -O2 -o .build/bench/baseline Benchmarks/baseline.c Benchmarks/bench_common.c Sources/CGtkShims/*.c \
    -ISources/CGtkShims/include -IBenchmarks "${gtk[@]}" -lm
# The Table screen's twin: a GtkColumnView over the same made-up people (Benchmarks/people.c).
cc -O2 -o .build/bench/columns_baseline Benchmarks/columns_baseline.c Benchmarks/people.c Benchmarks/bench_common.c \
    Sources/CGtkShims/*.c \
    -ISources/CGtkShims/include -IBenchmarks "${gtk[@]}" -lm
exec python3 Benchmarks/bench.py --tabledeck .build/release/tabledeck --baseline .build/bench/baseline \
    --columns-baseline .build/bench/columns_baseline "$@"
