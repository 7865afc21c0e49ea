#!/bin/sh
# Fails unless LANG.po translates every message of the template, with nothing fuzzy, and
# compiles with msgfmt --check (format strings such as %d kept, plural forms valid).
# Usage: scripts/check-translation.sh TEMPLATE.pot LANG.po
set -eu
merged=$(mktemp)
trap 'rm -f "$merged" "$merged.mo"' EXIT
msgmerge --quiet --no-fuzzy-matching "$2" "$1" -o "$merged"
msgfmt --check --output-file="$merged.mo" "$merged"
stats=$(msgfmt --statistics --output-file=/dev/null "$merged" 2>&1)
echo "$(basename "$2"): $stats"
case "$stats" in
    *untranslated* | *fuzzy*) echo "$(basename "$2") is incomplete" >&2; exit 1 ;;
esac
