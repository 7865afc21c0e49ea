#!/bin/sh
# meson's custom_target for the binary: a release build with the Swift standard library linked
# statically, copied to where meson expects its output.
# Usage: scripts/meson-swift-build.sh SWIFT SOURCE_ROOT OUTPUT [default|development]
# A development build compiles with TABLEDECK_DEVEL (BuildInfo's app id gains .Devel) in a build
# folder of its own, so it never relinks the default build's binary.
set -eu
swift=$1
source_root=$2
output=$3
profile=${4:-default}
# The link flags that scripts/run.sh and the benchmark use too (lld, packed relocations, the
# start-up functions together); one per line, none with spaces.
# shellcheck disable=SC2046
set -- --package-path "$source_root" -c release --static-swift-stdlib $("$source_root/scripts/release-flags.sh" "$swift")
if [ "$profile" = development ]; then
    set -- "$@" --scratch-path "$source_root/.build/development" -Xswiftc -DTABLEDECK_DEVEL
fi
"$swift" build "$@" --product tabledeck >&2
bin_path=$("$swift" build "$@" --show-bin-path)
cp "$bin_path/tabledeck" "$output"
