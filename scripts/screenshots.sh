#!/usr/bin/env bash
# Retakes the screenshots in docs/screenshots/*.png from a debug build, each from a real
# window on a private Xvfb: every screen in light, dark and Turkish (Users and the Carousel in
# Japanese too; Users with a selection, after a deletion, with a row's menu open, a row dragged
# and a row swiped open; the Carousel with autoplay, and right to left in a Hebrew locale), the
# Class page at 400 px, the Cells screen with a pinned header, after a click on its section index
# and after type-ahead, the table styles (Cells grouped and inset grouped, Users inset grouped
# with a selection), the Table screen (sorted, a header's menu, dark, Turkish, right to left), and
# the Keyboard Shortcuts window.
# The pointer is moved off the window first,
# so no row shows a hover. Dark is the desktop's own preference (a keyfile GSettings backend saying color-scheme=prefer-dark), as a user would set it.
# Usage: scripts/screenshots.sh [NAME …]   (default: all; names as in docs/screenshots without .png)
set -euo pipefail
cd "$(dirname "$0")/.."
deps_env=$(scripts/install-deps.sh screenshots)
eval "$deps_env"
swift build --product tabledeck >&2
app=.build/debug/tabledeck
out=docs/screenshots
work=$(mktemp -d)
trap 'kill "$xvfb" 2>/dev/null || true; rm -rf "$work"' EXIT

# Translations compiled from po/, as meson would install them.
for language in tr ja; do
    mkdir -p "$work/locale/$language/LC_MESSAGES"
    msgfmt "po/$language.po" -o "$work/locale/$language/LC_MESSAGES/tabledeck.mo"
    msgfmt "po/views/$language.po" -o "$work/locale/$language/LC_MESSAGES/tabledeck-views.mo"
done
# The desktop's dark preference, in a settings file of its own.
mkdir -p "$work/dark/glib-2.0/settings"
printf "[org/gnome/desktop/interface]\ncolor-scheme='prefer-dark'\n" >"$work/dark/glib-2.0/settings/keyfile"

display=:61
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
gtk_env_text=$(scripts/gtk-env.sh)
mapfile -t gtk_env <<<"$gtk_env_text"
# The screenshots are of the app's own rendering: GL off as in the tests, its default renderer.
for variable in "${gtk_env[@]}"; do [[ $variable == GSK_RENDERER=* ]] || export "${variable?}"; done
export DISPLAY=$display TABLEDECK_LOCALE_DIR="$work/locale"
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done

# shoot NAME STYLE LANGUAGE WIDTH KEYS -- ARGS…: launches the app, waits for its first frame,
# optionally resizes the window and presses KEYS (or clicks at click@X,Y, or drags a row: drag), then saves the top-left WIDTH×600 (or the
# whole screen for a second window) as NAME.png.
shoot() {
    local name=$1 style=$2 language=$3 width=$4 keys=$5
    shift 6
    case " ${wanted[*]} " in "  " | *" $name "*) ;; *) return 0 ;; esac
    local log="$work/$name.out" environment=(LANGUAGE="$language")
    # Hebrew: GTK's own right-to-left direction, from a Hebrew locale (install-deps generates it).
    if [ "$language" = he ]; then environment+=(LANG=he_IL.UTF-8); fi
    # The Table screen's Turkish dates and decimal commas come from the Turkish locale.
    case "$name" in table-tr) environment+=(LANG=tr_TR.UTF-8) ;; esac
    if [ "$style" = dark ]; then
        environment+=(GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$work/dark")
    else
        environment+=(GSETTINGS_BACKEND=memory)
    fi
    env "${environment[@]}" "$app" "$@" >"$log" 2>"$work/$name.err" &
    local pid=$!
    for _ in $(seq 150); do grep -q '^Ready in' "$log" && break; sleep 0.1; done
    grep -q '^Ready in' "$log" || { echo "screenshots: $name never became ready: $(cat "$work/$name.err")" >&2; exit 1; }
    local window
    window=$(xdotool search --onlyvisible --name '^TableDeck$' | tail -n 1)
    if [ "$width" -ne 800 ]; then xdotool windowsize "$window" "$width" 600; fi
    xdotool mousemove 1279 799
    # Autoplay counts only in the active window and off the carousel: the pointer on the header.
    case "$name" in *autoplay*) xdotool mousemove 60 30 sleep 0.1 mousemove 60 25 sleep 2.2 ;; esac
    # The Class page checks availability on its own after a moment: show the answer, not the wait.
    case " $* " in *" detail "*) sleep 2.5 ;; *) sleep 0.8 ;; esac
    if [ "$keys" = drag ]; then
        # A row held mid-drag: "3. User" lifted two rows down, released after the shot.
        xdotool mousemove 300 193 sleep 0.2 mousedown 1 sleep 0.1 mousemove 300 200 sleep 0.05 mousemove 300 230 \
            sleep 0.05 mousemove 300 260 sleep 0.05 mousemove 300 272
        sleep 0.6
    elif [[ "$keys" == click@* ]]; then
        # A click at a point of the window (a title of the section index, say).
        local point=${keys#click@}
        xdotool mousemove "${point%,*}" "${point#*,}" sleep 0.2 click 1 sleep 0.2 mousemove 1279 799
        sleep 1
    elif [ -n "$keys" ]; then
        xdotool mousemove 400 300 sleep 0.2 mousemove 410 310 sleep 0.2 key --delay 80 $keys mousemove 1279 799
        sleep 1
    fi
    # A row swiped open: the third row dragged left past half its Delete button,
    # short of a full swipe, by a real mouse drag; the pointer then leaves (no hover).
    case "$name" in users-swipe*)
        xdotool mousemove 640 152 sleep 0.2 mousedown 1 sleep 0.05 mousemove 620 152 sleep 0.05 \
            mousemove 590 152 sleep 0.05 mousemove 560 152 sleep 0.05 mousemove 530 152 sleep 0.1 \
            mouseup 1 sleep 0.2 mousemove 1279 799
        sleep 0.8 ;;
    esac
    local crop="${width}x600+0+0"
    [ "$keys" = "ctrl+question" ] && crop="1280x800+0+0"
    import -window root -crop "$crop" +repage "$out/$name.png"
    if [ "$keys" = drag ]; then xdotool mouseup 1; fi
    # A second window over the first: keep the windows, not the empty screen around them.
    if [ "$keys" = "ctrl+question" ]; then mogrify -trim +repage "$out/$name.png"; fi
    kill "$pid"
    wait "$pid" 2>/dev/null || true
    echo "screenshots: $out/$name.png" >&2
}

wanted=("$@")
shoot users light en 800 "" --
shoot users-dark dark en 800 "" --
shoot users-tr light tr 800 "" --
shoot users-ja light ja 800 "" --
# Users with three users selected (Shift+Down from the cursor row), and after Delete.
shoot users-selection light en 800 "Down Down shift+Down shift+Down" --
shoot users-selection-dark dark en 800 "Down Down shift+Down shift+Down" --
shoot users-deleted light en 800 "Down Down shift+Down shift+Down Delete" --
# Row actions: the cursor row's menu (the Menu key), and a row being dragged.
shoot users-menu light en 800 "Down Down Menu" --
shoot users-menu-dark dark en 800 "Down Down Menu" --
shoot users-drag light en 800 drag --
shoot users-drag-dark dark en 800 drag --
shoot users-swipe light en 800 "" --
shoot users-swipe-dark dark en 800 "" --
shoot carousel light en 800 "" -- --screen carousel --pages 5 --seed 7
shoot carousel-dark dark en 800 "" -- --screen carousel --pages 5 --seed 7
shoot carousel-tr light tr 800 "" -- --screen carousel --pages 5 --seed 7
shoot carousel-ja-dark dark ja 800 "" -- --screen carousel --pages 5 --seed 7
shoot carousel-autoplay light en 800 "" -- --screen carousel --pages 5 --seed 7 --autoplay 5 --loop
shoot carousel-rtl light he 800 "" -- --screen carousel --pages 5 --seed 7 --autoplay 5
shoot cells light en 800 "" -- --screen cells
shoot cells-dark dark en 800 "" -- --screen cells
shoot cells-tr light tr 800 "" -- --screen cells
# Two screenfuls down: a section's header pinned at the top mid-section, the A–Z index beside.
shoot cells-pinned light en 800 "Page_Down Page_Down" -- --screen cells
shoot cells-pinned-dark dark en 800 "Page_Down Page_Down" -- --screen cells
# The section index's K clicked (its header at the top), and "pri" typed (the cursor on Priya).
shoot cells-index light en 800 "click@777,263" -- --screen cells
shoot cells-index-dark dark en 800 "click@777,263" -- --screen cells
shoot cells-typeahead light en 800 "p r i" -- --screen cells
shoot cells-typeahead-dark dark en 800 "p r i" -- --screen cells
# The table styles: Cells grouped, and inset grouped in dark; Users inset grouped on the
# recycling engine with three users selected (the cursor on the last).
shoot cells-grouped light en 800 "" -- --screen cells --style grouped
shoot cells-inset-grouped-dark dark en 800 "" -- --screen cells --style inset-grouped
shoot users-inset-grouped-selection light en 800 "Down Down shift+Down shift+Down" -- --style inset-grouped --table recycling
shoot users-inset-grouped-selection-dark dark en 800 "Down Down shift+Down shift+Down" -- --style inset-grouped
shoot detail-promotion light en 800 "" -- --screen detail
shoot detail-no-promotion light en 800 "" -- --screen detail --no-promotion
shoot detail-dark dark en 800 "" -- --screen detail
shoot detail-tr light tr 800 "" -- --screen detail
shoot detail-promotion-400 light en 400 "" -- --screen detail
shoot detail-no-promotion-400 light en 400 "" -- --screen detail --no-promotion
# The Table screen: sorted by Name (Shift+Tab to the headers, Space), a header's menu, dark,
# Turkish (its locale's dates and decimal commas) and right to left.
shoot table light en 800 "shift+Tab space" -- --screen table
shoot table-dark dark en 800 "shift+Tab space" -- --screen table
shoot table-menu light en 800 "shift+Tab Right Right Menu" -- --screen table
shoot table-tr light tr 800 "" -- --screen table
shoot table-rtl light he 800 "shift+Tab space" -- --screen table
shoot shortcuts light en 800 "ctrl+question" --
shoot shortcuts-dark dark en 800 "ctrl+question" --
