#!/usr/bin/env bash
# Installs what is missing, builds TableDeck and launches it. Arguments go to the app,
# e.g. scripts/run.sh --screen users --rows 5000
set -euo pipefail
cd "$(dirname "$0")/.."
eval "$(scripts/install-deps.sh build)"
swift build -c release --product tabledeck
exec .build/release/tabledeck "$@"
