#!/usr/bin/env bash
# Runs a command on this checkout inside a Debian 13 ("trixie") root: GTK 4.18 and GLib 2.84 as
# a Debian 13 user has them, with this machine's Swift toolchain.
#
# Usage: scripts/debian13.sh [COMMAND [ARG...]]
#   With no command: the README's test command (scripts/test.sh).
#
# The root is made once with debootstrap from Debian's packages and kept (cached) in
# $TABLEDECK_DEBIAN13_ROOT, /var/cache/tabledeck/debian13 by default; a root left half made
# by an interrupted run is made again. Inside it, scripts/install-deps.sh installs what the
# tests need (idempotent, as on the host) and the Swift toolchain's own run-time libraries.
# Bound into the root for the run, and unbound after it:
#   - the toolchain (the folder above usr/bin/swift), read-only, at the same path;
#   - the checkout, at /src, with the root's own build folder over its .build (the host's
#     Debian 12 build is not touched);
#   - /proc, /sys, /dev and /dev/pts.
# Needs root (debootstrap, mount, chroot). Exits with the command's status; 2 for a bad call,
# 1 when the root cannot be made, saying why.
set -euo pipefail
cd "$(dirname "$0")/.."
checkout=$(pwd)

say() { echo "debian13: $*" >&2; }
die() {
    say "$*"
    exit 1
}

[[ $(id -u) -eq 0 ]] || { say "needs root: debootstrap, mount and chroot"; exit 2; }
root=${TABLEDECK_DEBIAN13_ROOT:-/var/cache/tabledeck/debian13}
mirror=${TABLEDECK_DEBIAN_MIRROR:-http://deb.debian.org/debian}
[[ $root == /* ]] || { say "TABLEDECK_DEBIAN13_ROOT must be an absolute path, not '$root'"; exit 2; }

swift_path=$(command -v swift || true)
if [[ -z $swift_path && -x /opt/swift/usr/bin/swift ]]; then swift_path=/opt/swift/usr/bin/swift; fi
[[ -n $swift_path ]] || die "no Swift toolchain: put swift on PATH (or in /opt/swift)"
toolchain=$(cd "$(dirname "$(readlink -f "$swift_path")")/../.." && pwd)
[[ -x $toolchain/usr/bin/swift ]] || die "the toolchain at $toolchain has no usr/bin/swift"

# --- The root: made once, then reused -----------------------------------------------------
made_mark=$root/.tabledeck-made
if [[ ! -e $made_mark ]]; then
    if ! command -v debootstrap >/dev/null; then
        say "installing debootstrap"
        apt-get install -y -qq debootstrap >&2 || { apt-get update -qq && apt-get install -y -qq debootstrap >&2; } ||
            die "cannot install debootstrap from Debian's packages"
    fi
    [[ -e /usr/share/debootstrap/scripts/trixie ]] || die "this debootstrap does not know trixie; a newer debootstrap is needed"
    partial=$root.partial
    rm -rf "$partial"
    mkdir -p "$(dirname "$root")"
    say "making a Debian 13 root in $root from $mirror (about a minute)"
    if ! debootstrap --variant=minbase trixie "$partial" "$mirror" >"$partial.log" 2>&1; then
        tail -5 "$partial.log" >&2
        die "debootstrap could not make the root (the full log: $partial.log)"
    fi
    rm -rf "$root"
    mv "$partial" "$root"
    rm -f "$partial.log"
    date -u +%FT%TZ >"$made_mark"
fi

# --- The binds, undone however the run ends -----------------------------------------------
mounted=()
unbind() {
    local index
    for ((index = ${#mounted[@]} - 1; index >= 0; index--)); do
        umount "${mounted[index]}" 2>/dev/null || umount -l "${mounted[index]}" 2>/dev/null || true
    done
}
trap unbind EXIT
bind() {
    local source=$1 target=$2
    shift 2
    mkdir -p "$target"
    mount --bind "$source" "$target"
    mounted+=("$target")
    if [[ ${1:-} == ro ]]; then mount -o remount,bind,ro "$target"; fi
}
# A mount left by a run that was killed is unbound first.
for target in "$root/src/.build" "$root/src" "$root$toolchain" "$root/dev/pts" "$root/dev" "$root/sys" "$root/proc"; do
    if mountpoint -q "$target"; then umount -l "$target"; fi
done
bind /proc "$root/proc"
bind /sys "$root/sys"
bind /dev "$root/dev"
bind /dev/pts "$root/dev/pts"
bind "$toolchain" "$root$toolchain" ro
bind "$checkout" "$root/src"
mkdir -p "$root/var/cache/tabledeck-build" "$checkout/.build"
bind "$root/var/cache/tabledeck-build" "$root/src/.build"
cp /etc/resolv.conf "$root/etc/resolv.conf"

in_root() {
    chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM="${TERM:-dumb}" CI="${CI:-}" \
        PATH="$toolchain/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" "$@"
}

# --- What the tests and the toolchain need, then the command --------------------------------
# The toolchain is built for Debian 12; on Debian 13 it runs with these (libcurl4t64 and
# libxml2 for swift-build, libncurses6 and libedit2 for the driver, binutils and the C library's
# headers and libgcc's for linking).
toolchain_packages=(binutils libc6-dev libgcc-14-dev libstdc++-14-dev libcurl4t64 libxml2 libedit2 libncurses6
    libsqlite3-0 libz3-4 zlib1g-dev tzdata git ca-certificates)
missing=()
for package in "${toolchain_packages[@]}"; do
    in_root dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]} > 0)); then
    say "installing the toolchain's run-time packages: ${missing[*]}"
    in_root apt-get update -qq >&2
    in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi
deps_env=$(in_root bash -c 'cd /src && scripts/install-deps.sh test')
say "running in Debian 13 (GTK $(in_root pkg-config --modversion gtk4)): ${*:-scripts/test.sh}"
set +e
in_root bash -c "$deps_env"$'\n''cd /src && exec "$@"' debian13 "${@:-scripts/test.sh}"
status=$?
set -e
exit "$status"
