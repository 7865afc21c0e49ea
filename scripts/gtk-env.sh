#!/usr/bin/env bash
# Prints, one per line, the environment a GTK program runs with on Xvfb in TableDeck's tests,
# checks and benchmark: no accessibility bus (GTK_A11Y=none; a test that needs one sets its
# own), drawing with cairo, and no OpenGL, whose switch depends on the GTK installed:
# GDK_DEBUG=gl-disable up to GTK 4.14 (Debian 12 has 4.8), GDK_DISABLE=gl from GTK 4.16
# (Debian 13 has 4.18), which no longer knows the former and says so on stderr.
#
# Usage, in a script:  gtk_env_text=$(scripts/gtk-env.sh); mapfile -t gtk_env <<<"$gtk_env_text"
#                      export "${gtk_env[@]}"      or      env "${gtk_env[@]}" program …
# (The assignment first, so that a failure here stops a script under set -e.) The Swift tests
# read the same choice from HeadlessGTK.environment (Tests/TestSupport).
set -euo pipefail
version=$(pkg-config --modversion gtk4 2>/dev/null) || {
    echo "gtk-env: pkg-config finds no gtk4 (scripts/install-deps.sh build installs it)" >&2
    exit 1
}
minor=$(cut -d. -f2 <<<"$version")
echo GTK_A11Y=none
echo GSK_RENDERER=cairo
if ((minor >= 16)); then echo GDK_DISABLE=gl; else echo GDK_DEBUG=gl-disable; fi
