#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages TableDeck needs, and only those that are missing.
# Usage: scripts/install-deps.sh build|install|test|bench|screenshots|deb
#   build:   GTK 4 headers, pkg-config and gettext (enough to build and run the app with swift,
#            in the user's language: scripts/run.sh compiles the translations with msgfmt)
#   install: build + meson, ninja, gettext and glib-compile-resources (meson setup/compile/install)
#   test:    install + Xvfb, xdotool, xclip, D-Bus, fonts, valgrind, the desktop-file/AppStream
#            validators, the AT-SPI walk and what the bench smoke run needs (everything scripts/test.sh and
#            meson test use)
#   bench:   Xvfb, D-Bus (a private session bus for one case), /usr/bin/time, a C compiler for the
#            baseline and ImageMagick (the check that the baseline draws the same screen)
#   screenshots: test + a Japanese font (scripts/screenshots.sh)
#   deb:     install + what builds and checks the Debian package (scripts/build-deb.sh,
#            scripts/check-deb.sh): debhelper, dpkg-dev, lintian, debootstrap
# Idempotent: a second run installs nothing and does not touch the network.
set -euo pipefail

set_name=${1:-build}
packages=(libgtk-4-dev pkg-config gettext)
# meson install: meson drives ninja; gettext has xgettext/msgfmt; libglib2.0-dev-bin has
# glib-compile-resources; libglib2.0-bin has gsettings (the dark-style preference's schema tools);
# desktop-file-utils and appstream validate what meson installs (meson setup requires them).
install_packages=(meson ninja-build gettext libglib2.0-dev-bin libglib2.0-bin desktop-file-utils appstream)
# python3-pyatspi and at-spi2-core: the AT-SPI walk (scripts/atspi-walk.sh), as a screen reader;
# orca: the screen reader itself, for the Orca walk (scripts/orca-walk.sh, OrcaEndToEndTests).
# xclip reads the X clipboard the app serves (the Users menu's Copy Name, end to end).
test_packages=(xvfb xauth xdotool xclip dbus dbus-x11 fonts-dejavu-core imagemagick valgrind time gcc python3
    python3-pyatspi at-spi2-core gir1.2-atspi-2.0 gsettings-desktop-schemas orca locales)
# The right-to-left carousel tests run the app under LANG=he_IL.UTF-8 (see generate_locales).
# en_US.UTF-8: a messages locale under which glibc honours LANGUAGE, which the translation tests
# set (glibc 2.41, Debian 13's, ignores it under C.UTF-8; L10n.setUp picks this one then).
# tr_TR.UTF-8: the Table screen's dates and scores as a Turkish locale writes them (03.05.2001, 87,5).
test_locales=(he_IL.UTF-8 en_US.UTF-8 tr_TR.UTF-8)
case "$set_name" in
    build) ;;
    install) packages+=("${install_packages[@]}") ;;
    test) packages+=("${install_packages[@]}" "${test_packages[@]}") ;;
    bench) packages+=(xvfb xauth dbus fonts-dejavu-core time gcc python3 imagemagick) ;;
    screenshots) packages+=("${install_packages[@]}" "${test_packages[@]}" fonts-ipafont-gothic x11-utils) ;;
    deb) packages+=("${install_packages[@]}" build-essential debhelper dpkg-dev lintian debootstrap) ;;
    *) echo "install-deps.sh: unknown set '$set_name' (build, install, test, bench, screenshots or deb)" >&2; exit 2 ;;
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

# Generates each locale of test_locales that glibc does not have yet (a fresh Debian has only
# C.UTF-8): uncommented in /etc/locale.gen, then locale-gen. Nothing happens when they exist.
generate_locales() {
    local wanted=() name
    for name in "$@"; do
        # `locale -a` writes he_IL.utf8 for he_IL.UTF-8.
        if ! locale -a 2>/dev/null | grep -qix "${name/UTF-8/utf8}"; then wanted+=("$name"); fi
    done
    [ ${#wanted[@]} -gt 0 ] || return 0
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    echo "Generating locales: ${wanted[*]}" >&2
    for name in "${wanted[@]}"; do
        if grep -q "^# *$name UTF-8" /etc/locale.gen; then
            $sudo sed -i "s/^# *$name UTF-8/$name UTF-8/" /etc/locale.gen
        elif ! grep -q "^$name UTF-8" /etc/locale.gen; then
            echo "$name UTF-8" | $sudo tee -a /etc/locale.gen >/dev/null
        fi
    done
    $sudo locale-gen >&2
}
case "$set_name" in
    test | screenshots) generate_locales "${test_locales[@]}" ;;
esac

# Swift is not in Debian's archive: use the toolchain on PATH, or the usual /opt/swift.
if ! command -v swift >/dev/null 2>&1; then
    if [ -x /opt/swift/usr/bin/swift ]; then
        echo "export PATH=/opt/swift/usr/bin:\$PATH"
    else
        echo "install-deps.sh: Swift 6 is needed; install a toolchain from swift.org into /opt/swift" >&2
        exit 1
    fi
fi
