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
# The translations, compiled as meson installs them (the app's and the library's catalogues
# side by side), so the app speaks the user's language when launched from here too.
locale=.build/locale
for po in po/*.po po/views/*.po; do
    language=$(basename "$po" .po)
    domain=tabledeck
    [ "$(dirname "$po")" = po/views ] && domain=tabledeck-views
    mo="$locale/$language/LC_MESSAGES/$domain.mo"
    if [ ! -e "$mo" ] || [ "$po" -nt "$mo" ]; then
        mkdir -p "$(dirname "$mo")"
        msgfmt "$po" -o "$mo"
    fi
done
# Not exec: the app is its own process, so "Ready in N ms" counts from its own start, not the build's.
TABLEDECK_LOCALE_DIR=${TABLEDECK_LOCALE_DIR:-$locale} .build/release/tabledeck "$@"
