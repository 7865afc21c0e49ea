#!/bin/sh
# `meson test --suite swift`: the Swift test suite under its own Xvfb (xvfb-run), with widget and
# end-to-end tests failing instead of skipping, as in scripts/test.sh.
# Usage: scripts/meson-swift-test.sh SWIFT SOURCE_ROOT
set -eu
swift=$1
source_root=$2
gtk_env=$("$source_root/scripts/gtk-env.sh")
# shellcheck disable=SC2046 # one VARIABLE=value per line, none with spaces
export $gtk_env TABLEDECK_REQUIRE_DISPLAY=1 NO_AT_BRIDGE=1
"$swift" build --package-path "$source_root" --build-tests
exec xvfb-run --auto-servernum --server-args="-screen 0 1280x800x24" \
    "$swift" test --package-path "$source_root" --skip-build
