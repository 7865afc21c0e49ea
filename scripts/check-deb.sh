#!/usr/bin/env bash
# Proves TableDeck's Debian package on clean Debian 12 ("bookworm") and Debian 13 ("trixie")
# roots, as a user of each release would meet it.
#
# Usage: scripts/check-deb.sh [DEB]
#   DEB: the package; by default build-deb/tabledeck_VERSION_ARCH.deb (scripts/build-deb.sh).
#   TABLEDECK_CHECK_RELEASES: the releases to check, "bookworm trixie" by default.
#
# Each release's pristine root is made once with debootstrap --variant=minbase from Debian's
# packages and kept in /var/cache/tabledeck/clean-RELEASE ($TABLEDECK_CLEAN_ROOTS, by default
# /var/cache/tabledeck); a root left half made by an interrupted run is made again. The
# packages the checks download are kept beside it (clean-RELEASE.archives), so a second run
# downloads nothing new. Each check works on a throwaway copy of the pristine root, with /proc,
# /sys and /dev bound in, and:
#   1. installs the tools of the check first (xvfb, xauth, dbus, desktop-file-utils), so they
#      are no part of what the package brings or leaves;
#   2. apt-get install ./tabledeck_….deb: GTK 4 comes from the release's own packages;
#   3. the binary finds every library it needs (ldd), none of the Swift runtime's;
#   4. the desktop file in /usr/share/applications validates (the release's own validator);
#   5. launches the app as the menu does (its Exec= line, field codes removed) under xvfb-run
#      and a session bus (dbus-run-session),
#      waits for its "Ready in N ms" line, then ends it;
#   6. apt-get remove: no file of `dpkg -L tabledeck` is left (a directory only when another
#      package owns it or it holds other files); then, purged, no path named like the app
#      is left anywhere in the root.
# Needs root (debootstrap, mount, chroot). Exits 0 when every release passed; 1 when one
# failed (named on the last line) or a root cannot be made (saying why); 2 for a bad call.
set -euo pipefail
cd "$(dirname "$0")/.."
checkout=$(pwd)
# shellcheck source=scripts/wait-until.sh
source scripts/wait-until.sh
WAIT_UNTIL_NAME=check-deb

say() { echo "check-deb: $*" >&2; }

[[ $(id -u) -eq 0 ]] || { say "needs root: debootstrap, mount and chroot"; exit 2; }
(($# <= 1)) || { say "usage: scripts/check-deb.sh [DEB]"; exit 2; }
if (($# == 1)); then
    deb=$1
else
    deb=build-deb/tabledeck_$(scripts/build-info.sh version)_$(dpkg --print-architecture).deb
fi
[[ -f $deb ]] || { say "no package at $deb (scripts/build-deb.sh builds it)"; exit 2; }
deb=$(readlink -f "$deb")
[[ $(dpkg-deb -f "$deb" Package) == tabledeck ]] || { say "$deb is not the tabledeck package"; exit 2; }
read -ra releases <<<"${TABLEDECK_CHECK_RELEASES:-bookworm trixie}"
roots=${TABLEDECK_CLEAN_ROOTS:-/var/cache/tabledeck}
mirror=${TABLEDECK_DEBIAN_MIRROR:-http://deb.debian.org/debian}
[[ $roots == /* ]] || { say "TABLEDECK_CLEAN_ROOTS must be an absolute path, not '$roots'"; exit 2; }
logs=$checkout/build-deb
mkdir -p "$logs"
# dbus: a session bus, as the desktop session that runs a menu's command has.
check_packages=(xvfb xauth dbus desktop-file-utils)

# --- Pristine roots: made once, then only copied -------------------------------------------
make_root() {
    local release=$1 root=$roots/clean-$1
    # The mark is beside the root, not in it: nothing in a root may be named like the app.
    [[ -e $root.made ]] && return 0
    if ! command -v debootstrap >/dev/null; then
        local deps_env
        deps_env=$(scripts/install-deps.sh deb) || { say "cannot install debootstrap (scripts/install-deps.sh deb)"; return 1; }
        eval "$deps_env"
    fi
    [[ -e /usr/share/debootstrap/scripts/$release ]] || {
        say "this machine's debootstrap does not know $release; a newer debootstrap is needed"
        return 1
    }
    local partial=$root.partial
    rm -rf "$partial"
    mkdir -p "$roots"
    say "making a clean $release root in $root from $mirror (a few minutes, once)"
    if ! debootstrap --variant=minbase "$release" "$partial" "$mirror" >"$partial.log" 2>&1; then
        tail -n 5 "$partial.log" >&2
        say "debootstrap could not make the $release root (the whole log: $partial.log)"
        return 1
    fi
    rm -rf "$root"
    mv "$partial" "$root"
    rm -f "$partial.log"
    date -u +%FT%TZ >"$root.made"
}

# --- One check's throwaway root: its binds and its processes, undone however the run ends ---
work=""
mounted=()
runner=""
undo() {
    local index pid
    if [[ -n $runner ]] && kill -0 "$runner" 2>/dev/null; then kill "$runner" 2>/dev/null || true; fi
    runner=""
    # Whatever still runs inside the throwaway root (the app, Xvfb) was started by this check.
    if [[ -n $work && -d $work/root ]]; then
        for pid in /proc/[0-9]*; do
            if [[ $(readlink "$pid/root" 2>/dev/null) == "$work/root" ]]; then kill -9 "${pid#/proc/}" 2>/dev/null || true; fi
        done
    fi
    for ((index = ${#mounted[@]} - 1; index >= 0; index--)); do
        umount "${mounted[index]}" 2>/dev/null || umount -l "${mounted[index]}" 2>/dev/null || true
    done
    mounted=()
    if [[ -n $work ]]; then
        # Never delete through a bind: /dev in the root is the machine's /dev while bound.
        if findmnt -rn -o TARGET | grep -q "^$work/"; then
            say "left $work in place: something is still mounted in it"
        else
            rm -rf "$work"
        fi
    fi
    work=""
}
trap undo EXIT
# Stopped by a signal, the script exits, so that the EXIT trap unbinds and removes its root.
trap 'exit 130' INT
trap 'exit 143' TERM
bind() {
    mkdir -p "$2"
    mount --bind "$1" "$2"
    mounted+=("$2")
}
in_root() {
    chroot "$work/root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb DEBIAN_FRONTEND=noninteractive \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "$@"
}

# alive PID: the process runs (a zombie, ended but not waited for, does not).
alive() {
    local state
    state=$(ps -o stat= -p "$1" 2>/dev/null) && [[ $state != Z* ]]
}
# The app's process: the one named tabledeck inside this check's root.
app_pid() {
    local pid
    for pid in $(pgrep -x tabledeck); do
        [[ $(readlink "/proc/$pid/root" 2>/dev/null) == "$work/root" ]] && echo "$pid"
    done
    return 0
}

# The conditions waited for. ready_or_gone: the app printed its Ready line, or it is gone.
ready_or_gone() {
    grep -q "^Ready in [0-9]* ms$" "$work/root/tmp/app.out" && return 0
    alive "$runner" || return 0
    echo "no Ready line yet; stdout: $(head -c 200 "$work/root/tmp/app.out"); stderr: $(tail -c 300 "$work/root/tmp/app.err")"
    return 1
}
gone() {
    alive "$runner" || return 0
    echo "xvfb-run (pid $runner) still running"
    return 1
}

# check_release RELEASE: the whole check on a copy of RELEASE's pristine root; the log goes
# to build-deb/check-deb-RELEASE.log. Returns 1 and says why on the first thing that fails.
# Called as a condition, so set -e does not apply inside: every step says `|| return 1`.
check_release() {
    local release=$1 log=$logs/check-deb-$1.log archives=$roots/clean-$1.archives
    : >"$log"
    work=$(mktemp -d /var/tmp/tabledeck-check-deb.XXXXXX) || return 1
    say "$release: copying the clean root"
    cp -a "$roots/clean-$release" "$work/root" || { say "$release: cannot copy the clean root"; return 1; }
    {
        bind /proc "$work/root/proc" && bind /sys "$work/root/sys" && bind /dev "$work/root/dev" &&
            bind /dev/pts "$work/root/dev/pts" && mkdir -p "$archives" &&
            bind "$archives" "$work/root/var/cache/apt/archives" &&
            cp /etc/resolv.conf "$work/root/etc/resolv.conf" &&
            # No service starts inside the root (a package's postinst asks invoke-rc.d).
            printf '#!/bin/sh\nexit 101\n' >"$work/root/usr/sbin/policy-rc.d" &&
            chmod +x "$work/root/usr/sbin/policy-rc.d" &&
            # A throwaway root needs no fsync after each file dpkg unpacks.
            echo force-unsafe-io >"$work/root/etc/dpkg/dpkg.cfg.d/unsafe-io-for-the-check"
    } || { say "$release: cannot prepare the throwaway root in $work"; return 1; }

    say "$release: apt-get update; installing the check's tools: ${check_packages[*]}"
    in_root apt-get update >>"$log" 2>&1 || { say "$release: apt-get update failed (build-deb/check-deb-$release.log)"; return 1; }
    in_root apt-get install -y --no-install-recommends "${check_packages[@]}" >>"$log" 2>&1 ||
        { say "$release: cannot install ${check_packages[*]} (build-deb/check-deb-$release.log)"; return 1; }
    # shellcheck disable=SC2016 # dpkg-query's own ${field}, not the shell's
    if in_root dpkg-query -W -f='${Status}' libgtk-4-1 2>/dev/null | grep -q "ok installed"; then
        say "$release: GTK 4 is installed before the package: the root is not clean"
        return 1
    fi

    say "$release: apt-get install ./$(basename "$deb")"
    cp "$deb" "$work/root/tmp/" || return 1
    if ! in_root apt-get install -y "/tmp/$(basename "$deb")" >>"$log" 2>&1; then
        tail -n 15 "$log" >&2
        say "$release: apt-get install of the package failed (build-deb/check-deb-$release.log)"
        return 1
    fi
    rm "$work/root/tmp/$(basename "$deb")" || return 1
    local gtk
    # shellcheck disable=SC2016 # dpkg-query's own ${field}, not the shell's
    gtk=$(in_root dpkg-query -W -f='${Version}' libgtk-4-1) || { say "$release: libgtk-4-1 was not installed"; return 1; }
    say "$release: installed, with libgtk-4-1 $gtk from $release"
    in_root dpkg -L tabledeck >"$work/files" || return 1

    local libraries
    libraries=$(in_root ldd /usr/bin/tabledeck) || { say "$release: ldd /usr/bin/tabledeck failed"; return 1; }
    if grep -E "not found|libswift" <<<"$libraries" >&2; then
        say "$release: /usr/bin/tabledeck misses a library or needs the Swift runtime's (above)"
        return 1
    fi

    local desktop
    desktop=/usr/share/applications/$(scripts/build-info.sh baseAppID).desktop || return 1
    [[ -f $work/root$desktop ]] || { say "$release: $desktop is not installed"; return 1; }
    in_root desktop-file-validate "$desktop" >&2 || { say "$release: $desktop does not validate (above)"; return 1; }

    # The command line the menu runs: Exec= in the [Desktop Entry] group, its field codes
    # (%f, %U …) removed and %% read as %.
    local exec_line
    exec_line=$(sed -n '/^\[Desktop Entry\]/,/^\[/{s/^Exec=//p}' "$work/root$desktop" | head -n 1)
    exec_line=$(sed -e 's/%[fFuUdDnNickvm]//g' -e 's/%%/%/g' <<<"$exec_line")
    local -a command
    read -ra command <<<"$exec_line"
    ((${#command[@]} > 0)) || { say "$release: $desktop has no Exec= line"; return 1; }
    say "$release: launching '${command[*]}' (the desktop file's Exec=) under xvfb-run"
    { : >"$work/root/tmp/app.out" && : >"$work/root/tmp/app.err"; } || return 1
    in_root sh -c 'cd / && exec xvfb-run --auto-servernum --server-args="-screen 0 1280x800x24" dbus-run-session -- "$@" >/tmp/app.out 2>/tmp/app.err' \
        launch "${command[@]}" &
    runner=$!
    wait_until 90 "the app's Ready line" ready_or_gone || true
    if ! grep -q "^Ready in [0-9]* ms$" "$work/root/tmp/app.out"; then
        sed -n 's/^./  app stderr: &/p' "$work/root/tmp/app.err" >&2
        say "$release: the app did not start (no Ready line within 90 s; its stdout: $(head -c 200 "$work/root/tmp/app.out"))"
        return 1
    fi
    say "$release: started: $(grep -m 1 "^Ready in" "$work/root/tmp/app.out")"
    if [[ -s $work/root/tmp/app.err ]]; then sed -n 's/^./  app stderr: &/p' "$work/root/tmp/app.err" >&2; fi
    # Ended as a session ends it: SIGTERM to the app; xvfb-run then stops its server.
    local app
    app=$(app_pid)
    [[ -n $app ]] || { say "$release: cannot find the app's process under xvfb-run"; return 1; }
    kill -TERM "$app"
    wait_until 30 "xvfb-run to end after the app was closed" gone || { say "$release: the app did not end on SIGTERM"; return 1; }
    wait "$runner" 2>/dev/null || true
    runner=""

    say "$release: apt-get remove tabledeck"
    in_root apt-get remove -y tabledeck >>"$log" 2>&1 || { say "$release: apt-get remove failed (build-deb/check-deb-$release.log)"; return 1; }
    local path left=()
    while IFS= read -r path; do
        [[ $path == /. || -z $path ]] && continue
        if [[ -L $work/root$path || -f $work/root$path ]]; then
            left+=("$path")
        elif [[ -d $work/root$path ]] && ! in_root dpkg-query -S "$path" >/dev/null 2>&1 &&
            [[ -z $(ls -A "$work/root$path") ]]; then
            left+=("$path (an empty folder that no package owns)")
        fi
    done <"$work/files"
    if ((${#left[@]} > 0)); then
        printf '  left: %s\n' "${left[@]}" >&2
        say "$release: apt-get remove left files of the package (above)"
        return 1
    fi
    # A package without conffiles leaves nothing to purge: dpkg forgets it at its removal, and
    # apt, which installed it from a file, cannot find it then. dpkg purges whatever is left.
    in_root dpkg --purge tabledeck >>"$log" 2>&1 || { say "$release: dpkg --purge failed (build-deb/check-deb-$release.log)"; return 1; }
    # The app ran as root, whose home is the user's, not the package's: not searched.
    local strays
    strays=$(cd "$work/root" && find . -xdev -path ./root -prune -o -path ./proc -prune -o -path ./sys -prune \
        -o -path ./dev -prune -o -path ./var/cache/apt/archives -prune -o -iname '*tabledeck*' -printf '  left: /%P\n')
    if [[ -n $strays ]]; then
        echo "$strays" >&2
        say "$release: after apt-get purge, paths named like the app are left (above)"
        return 1
    fi
    say "$release: OK ($(wc -l <"$work/files") paths installed, none left)"
}

failed=()
for release in "${releases[@]}"; do
    make_root "$release" || exit 1
done
for release in "${releases[@]}"; do
    started=$SECONDS
    if check_release "$release"; then
        say "$release: passed in $((SECONDS - started)) s"
    else
        failed+=("$release")
    fi
    undo
done
if ((${#failed[@]} > 0)); then
    say "FAILED on: ${failed[*]} (logs: build-deb/check-deb-RELEASE.log)"
    exit 1
fi
say "OK on: ${releases[*]}"
