#!/usr/bin/env bash
# Checks the meson install end to end: setup, compile, install into a fresh temporary prefix,
# the validators (meson test --suite validate), then launches the installed binary from another
# directory under its own Xvfb and checks it started with its CSS and finds its translations.
#   scripts/check-install.sh                 reuses the checkout's swift build products (fast)
#   scripts/check-install.sh --fresh-clone   builds from a fresh clone of HEAD and deletes the
#                                            clone before launching: proves no source tree is needed
set -euo pipefail
cd "$(dirname "$0")/.."
# An assignment, not eval "$(…)": a failed install then stops this script (set -e).
deps_env=$(scripts/install-deps.sh test)
eval "$deps_env"

work=$(mktemp -d /tmp/tabledeck-install-check.XXXXXX)
trap 'rm -rf "$work"' EXIT
prefix="$work/prefix"
source_root=$(pwd)
if [ "${1:-}" = "--fresh-clone" ]; then
    git clone --quiet --no-hardlinks "$source_root" "$work/source"
    source_root="$work/source"
fi

echo "== meson setup/compile/install into $prefix" >&2
meson setup "$work/build" "$source_root" --prefix="$prefix" >&2
meson compile -C "$work/build" >&2
meson install -C "$work/build" >&2
echo "== meson test --suite validate" >&2
meson test -C "$work/build" --suite validate --print-errorlogs >&2

if [ "${1:-}" = "--fresh-clone" ]; then
    rm -rf "$work/source" "$work/build"
    echo "== source tree and build folder deleted" >&2
fi

for path in bin/tabledeck share/applications/io.github.tabledeck.TableDeck.desktop \
    share/metainfo/io.github.tabledeck.TableDeck.metainfo.xml \
    share/icons/hicolor/scalable/apps/io.github.tabledeck.TableDeck.svg \
    share/icons/hicolor/symbolic/apps/io.github.tabledeck.TableDeck-symbolic.svg \
    share/tabledeck/tabledeck.gresource share/locale/tr/LC_MESSAGES/tabledeck.mo \
    share/locale/ja/LC_MESSAGES/tabledeck.mo share/locale/tr/LC_MESSAGES/tabledeck-views.mo \
    share/locale/ja/LC_MESSAGES/tabledeck-views.mo; do
    [ -f "$prefix/$path" ] || { echo "check-install: $path was not installed" >&2; exit 1; }
done

echo "== installed translations" >&2
# gettext(1) honours LANGUAGE under a real locale only: glibc 2.41 (Debian 13) ignores it under
# C.UTF-8 as under C. scripts/install-deps.sh test generates en_US.UTF-8.
locale -a | grep -qix en_US.utf8 || { echo "check-install: the en_US.UTF-8 locale is missing (scripts/install-deps.sh test)" >&2; exit 1; }
turkish=$(cd / && TEXTDOMAINDIR="$prefix/share/locale" LANGUAGE=tr LANG=en_US.UTF-8 gettext -d tabledeck "Users")
japanese=$(cd / && TEXTDOMAINDIR="$prefix/share/locale" LANGUAGE=ja LANG=en_US.UTF-8 gettext -d tabledeck "Users")
[ "$turkish" = "Kullanıcılar" ] && [ "$japanese" = "ユーザー" ] || {
    echo "check-install: installed .mo files do not translate 'Users' (tr: $turkish, ja: $japanese)" >&2; exit 1; }
# The library's own catalogue, beside the app's.
turkish=$(cd / && TEXTDOMAINDIR="$prefix/share/locale" LANGUAGE=tr LANG=en_US.UTF-8 gettext -d tabledeck-views "Next page")
[ "$turkish" = "Sonraki sayfa" ] || {
    echo "check-install: the installed tabledeck-views.mo does not translate 'Next page' (tr: $turkish)" >&2; exit 1; }

echo "== launching $prefix/bin/tabledeck from /" >&2
# TABLEDECK_BENCH=ready: quit after the first frame. LANGUAGE=tr with no LANG: the Turkish path.
gtk_env_text=$(scripts/gtk-env.sh)
mapfile -t gtk_env <<<"$gtk_env_text"
(cd / && env -u LANG LANGUAGE=tr TABLEDECK_BENCH=ready "${gtk_env[@]}" \
    xvfb-run --auto-servernum --server-args="-screen 0 1280x800x24" "$prefix/bin/tabledeck" \
    >"$work/stdout" 2>"$work/stderr") || { cat "$work/stderr" >&2; echo "check-install: the installed app failed" >&2; exit 1; }
grep -q '^Ready in [0-9]* ms$' "$work/stdout" || { echo "check-install: no Ready line" >&2; exit 1; }
if grep -E "tabledeck: |cannot use|not found" "$work/stderr" >&2; then
    echo "check-install: the installed app warned (above)" >&2
    exit 1
fi
# The development profile: its own app id, desktop file, metainfo and icons, validated. Its
# binary is the same code compiled with TABLEDECK_DEVEL; building it here would cost a second
# release build, so only the data is built (the desktop and metainfo files are what differ).
echo "== meson setup -Dprofile=development: the .Devel desktop file, metainfo and icons" >&2
devel_id="$(scripts/build-info.sh baseAppID)$(scripts/build-info.sh developmentSuffix)"
meson setup "$work/devel" "$(pwd)" --prefix="$prefix-devel" -Dprofile=development >&2
ninja -C "$work/devel" "data/$devel_id.desktop" "data/$devel_id.metainfo.xml" >&2
desktop-file-validate "$work/devel/data/$devel_id.desktop"
appstreamcli validate --no-net "$work/devel/data/$devel_id.metainfo.xml" >&2
grep -q "^Icon=$devel_id\$" "$work/devel/data/$devel_id.desktop" || {
    echo "check-install: the development desktop file does not name the $devel_id icon" >&2; exit 1; }
grep -q "<id>$devel_id</id>" "$work/devel/data/$devel_id.metainfo.xml" || {
    echo "check-install: the development metainfo does not carry the id $devel_id" >&2; exit 1; }
echo "check-install: OK ($(cat "$work/stdout"); development profile: $devel_id)" >&2
