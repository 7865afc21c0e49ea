#!/usr/bin/env bash
# Installs what is missing, builds TableDeck and launches it. Arguments go to the app,
# e.g. scripts/run.sh --screen users --rows 5000
set -euo pipefail
cd "$(dirname "$0")/.."
# An assignment, not eval "$(…)": a failed install then stops this script (set -e).
deps_env=$(scripts/install-deps.sh build)
eval "$deps_env"
# The same release build as meson and the benchmark (static Swift runtime, the same link
# flags), so none relinks the others' binary.
mapfile -t flags < <(scripts/release-flags.sh "$(command -v swift)")
swift build -c release --static-swift-stdlib --product tabledeck "${flags[@]}"
# Not exec: the app is its own process, so "Ready in N ms" counts from its own start, not the build's.
.build/release/tabledeck "$@"
