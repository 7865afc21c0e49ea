#!/bin/sh
# meson's custom_target for the binary: a release build with the Swift standard library linked
# statically, copied to where meson expects its output.
# Usage: scripts/meson-swift-build.sh SWIFT SOURCE_ROOT OUTPUT
set -eu
swift=$1
source_root=$2
output=$3
"$swift" build --package-path "$source_root" -c release --static-swift-stdlib --product tabledeck >&2
bin_path=$("$swift" build --package-path "$source_root" -c release --static-swift-stdlib --show-bin-path)
cp "$bin_path/tabledeck" "$output"
