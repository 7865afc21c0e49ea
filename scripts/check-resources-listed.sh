#!/bin/sh
# Fails when a file in Resources/ is missing from the GResource description, so the installed
# app (which reads only the bundle) never lacks a file that `swift run` finds in the checkout.
# Usage: scripts/check-resources-listed.sh RESOURCES_FOLDER GRESOURCE_XML
set -eu
status=0
for path in "$1"/*; do
    name=$(basename "$path")
    if ! grep -q "<file>$name</file>" "$2"; then
        echo "Resources/$name is not listed in data/tabledeck.gresource.xml.in" >&2
        status=1
    fi
done
exit $status
