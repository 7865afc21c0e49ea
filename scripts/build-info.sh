#!/bin/sh
# Prints one constant of Sources/TableDeckModel/BuildInfo.swift, the single source of truth
# for the app id, version and data paths: meson.build reads them here instead of repeating them.
# Usage: scripts/build-info.sh baseAppID|developmentSuffix|version|programName|gettextDomain|dataFolderName|resourceBundleName|resourcePath|website
set -eu
file="$(dirname "$0")/../Sources/TableDeckModel/BuildInfo.swift"
value=$(sed -n "s/^ *\(public\|package\) static let $1 = \"\\(.*\\)\"\$/\\2/p" "$file")
if [ -z "$value" ]; then
    echo "build-info.sh: no constant '$1' in $file" >&2
    exit 1
fi
printf '%s\n' "$value"
