#!/bin/sh
# Writes the translation template from po/POTFILES.in (comments and blank lines skipped).
# Usage: scripts/make-pot.sh XGETTEXT SOURCE_ROOT POTFILES OUTPUT [xgettext arguments...]
set -eu
xgettext=$1 source_root=$2 potfiles=$3 output=$4
shift 4
case "$output" in /*) ;; *) output="$(pwd)/$output" ;; esac
case "$potfiles" in /*) ;; *) potfiles="$(pwd)/$potfiles" ;; esac
list=$(mktemp)
trap 'rm -f "$list"' EXIT
grep -v -e '^#' -e '^[[:space:]]*$' "$potfiles" > "$list"
# Swift files are read as C: xgettext warns about the unknown extension; that is expected.
cd "$source_root"
"$xgettext" "$@" --files-from="$list" --output="$output" 2>&1 | grep -v "extension 'swift' is unknown" >&2 || true
test -s "$output"
