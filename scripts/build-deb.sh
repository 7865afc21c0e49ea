#!/usr/bin/env bash
# Builds TableDeck's Debian package from this checkout, offline, and checks it with lintian.
#
# Usage: scripts/build-deb.sh
#
# Installs what is missing (scripts/install-deps.sh deb), then runs dpkg-buildpackage -b on
# debian/ (meson and SwiftPM, the Swift runtime linked in; see debian/rules) and lintian on the
# result, which fails on any error. Everything it makes goes to build-deb/ in the checkout,
# replaced at each run: tabledeck_VERSION_ARCH.deb, its -dbgsym package, the .buildinfo and
# .changes files and lintian.txt. SwiftPM's .build/ is reused (the same release build as
# scripts/run.sh); meson's folder and debian/'s staging are cleaned after the build.
#
# The package's version is BuildInfo.swift's (scripts/build-info.sh version). When
# debian/changelog does not have it yet, an entry is added and the script stops: commit it.
# A tree with uncommitted changes to tracked files is refused (debian/rules refuses it too),
# so that a version always names what is in its package.
# Exits 0 with a package that lintian finds no error in, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { echo "build-deb: $*" >&2; }

# An assignment, not eval "$(…)": a failed install then stops this script (set -e).
deps_env=$(scripts/install-deps.sh deb)
eval "$deps_env"
command -v swift >/dev/null || { say "no Swift toolchain on PATH or in /opt/swift (swift.org; it is not a Debian package)"; exit 1; }

version=$(scripts/build-info.sh version)
changelog_version=$(dpkg-parsechangelog -S Version)
if [[ $changelog_version != "$version" ]]; then
    if dpkg --compare-versions "$version" lt "$changelog_version"; then
        say "BuildInfo.swift's version $version is older than debian/changelog's $changelog_version"
        exit 1
    fi
    maintainer=$(sed -n 's/^Maintainer: //p' debian/control)
    {
        printf 'tabledeck (%s) unstable; urgency=medium\n\n' "$version"
        printf '  * Version %s; what changed: CHANGELOG.md.\n\n' "$version"
        printf ' -- %s  %s\n\n' "$maintainer" "$(date -R)"
        cat debian/changelog
    } >debian/changelog.new
    mv debian/changelog.new debian/changelog
    say "debian/changelog had $changelog_version; it has an entry for $version now: commit it, then run this again"
    exit 1
fi

changed=$(git status --porcelain --untracked-files=no)
if [[ -n $changed ]]; then
    say "refusing to package a tree with uncommitted changes (commit or stash them):"
    echo "$changed" >&2
    exit 1
fi

out=$(pwd)/build-deb
rm -rf "$out"
mkdir -p "$out"
arch=$(dpkg-architecture -q DEB_HOST_ARCH)
stem=tabledeck_${version}_$arch
say "building $stem.deb from $(git rev-parse --short HEAD) into build-deb/"
# -tc: clean after the build too (meson's folder, debian/tabledeck), leaving SwiftPM's .build.
# The .deb files (dh_builddeb, TABLEDECK_DEB_DIR), .buildinfo and .changes all go to $out
# rather than dpkg-buildpackage's "..".
TABLEDECK_DEB_DIR=$out dpkg-buildpackage -b -us -uc -tc \
    --buildinfo-file="$out/$stem.buildinfo" --buildinfo-option="-u$out" \
    --changes-file="$out/$stem.changes" --changes-option="-u$out" >"$out/build.log" 2>&1 || {
    tail -n 25 "$out/build.log" >&2
    say "dpkg-buildpackage failed (the whole log: build-deb/build.log)"
    exit 1
}

say "lintian"
status=0
lintian --fail-on error "$out/$stem.changes" >"$out/lintian.txt" 2>&1 || status=$?
cat "$out/lintian.txt" >&2
if ((status != 0)); then
    say "lintian found errors (above; build-deb/lintian.txt)"
    exit 1
fi
say "OK: build-deb/$stem.deb ($(grep -c '^W: ' "$out/lintian.txt" || true) lintian warnings)"
