#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages TableDeck needs, and only those that are missing.
# Usage: scripts/install-deps.sh build|test|bench
#   build: GTK 4 headers and pkg-config (enough to build and run the app)
#   test:  build + Xvfb, xdotool, D-Bus, fonts, valgrind, and what the bench smoke run needs
#   bench: test + /usr/bin/time and a C compiler for the baseline
# Idempotent: a second run installs nothing and does not touch the network.
set -euo pipefail

set_name=${1:-build}
packages=(libgtk-4-dev pkg-config)
case "$set_name" in
    build) ;;
    test) packages+=(xvfb xauth xdotool dbus dbus-x11 fonts-dejavu-core imagemagick valgrind time gcc python3) ;;
    bench) packages+=(xvfb xauth fonts-dejavu-core time gcc python3) ;;
    *) echo "install-deps.sh: unknown set '$set_name' (build, test or bench)" >&2; exit 2 ;;
esac

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "install-deps.sh: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
        sudo="sudo"
    fi
    echo "Installing: ${missing[*]}" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi

# Swift is not in Debian's archive: use the toolchain on PATH, or the usual /opt/swift.
if ! command -v swift >/dev/null 2>&1; then
    if [ -x /opt/swift/usr/bin/swift ]; then
        echo "export PATH=/opt/swift/usr/bin:\$PATH"
    else
        echo "install-deps.sh: Swift 6 is needed; install a toolchain from swift.org into /opt/swift" >&2
        exit 1
    fi
fi
