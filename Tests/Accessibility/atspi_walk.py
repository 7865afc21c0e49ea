#!/usr/bin/env python3
"""Walks TableDeck's accessibility tree over AT-SPI, as a screen reader sees it.

Usage: atspi_walk.py TIMEOUT_SECONDS
Waits for an application named "tabledeck" on the accessibility bus, then prints one line per
accessible object that has a name, and per control (button, switch, entry) even without one:
"ROLE<TAB>NAME", followed by "<TAB>DESCRIPTION" when the object has a description. Exits 1 if the
application never appears.
Run inside the same D-Bus session as the app (see scripts/atspi-walk.sh).
"""
import sys
import time

import pyatspi


def wait_for(what, sample, until, timeout, describe=repr):
    """The walk's one way to wait, as waitFor is the Swift tests': reads `sample()` until
    `until(state)` holds, for `timeout` seconds, and returns that state; otherwise prints
    "waited TIMEOUT s for WHAT; saw instead: ..." on stderr and returns None. Polling between
    two readings is this function's business."""
    deadline = time.monotonic() + timeout
    while True:
        state = sample()
        if until(state):
            return state
        if time.monotonic() >= deadline:
            print(f"{sys.argv[0]}: waited {timeout:g} s for {what}; saw instead: {describe(state)}", file=sys.stderr)
            return None
        time.sleep(0.05)


def applications():
    """The applications on the accessibility bus now."""
    desktop = pyatspi.Registry.getDesktop(0)
    return [app for app in (desktop.getChildAtIndex(index) for index in range(desktop.childCount)) if app is not None]


def find_application(timeout):
    """The application named tabledeck, once it is on the accessibility bus; None after `timeout`."""
    def tabledeck(apps):
        return next((app for app in apps if app.name in ("tabledeck", "TableDeck")), None)

    found = wait_for(
        "an application named tabledeck on the accessibility bus", applications, lambda apps: tabledeck(apps) is not None,
        timeout, describe=lambda apps: "applications " + repr([app.name for app in apps]))
    return tabledeck(found) if found is not None else None


# Newer at-spi2-core names the push button role "button" (Debian 13's 2.56; Debian 12's 2.46 says
# "push button"): the walk prints the newer name on every release, so a test names a role once.
ROLE_NAMES = {"push button": "button"}

# Roles a user operates: listed even when unnamed, so a test can require a name of each.
CONTROLS = ("button", "toggle button", "check box", "text", "entry", "combo box", "spin button", "slider")


def labelled_by_text(node):
    """The text of the objects `node` is labelled by, as a screen reader reads a name from them
    (ARIA's name computation: the labelled-by targets' names, or their text); "" without any."""
    parts = []
    for relation in node.getRelationSet():
        if relation.getRelationType() != pyatspi.RELATION_LABELLED_BY:
            continue
        for index in range(relation.getNTargets()):
            target = relation.getTarget(index)
            text = target.name
            if not text:
                try:
                    text = target.queryText().getText(0, -1)
                except NotImplementedError:
                    text = ""
            parts.append(text)
    return " ".join(part for part in parts if part)


def presented_name(node):
    """The name a screen reader presents for `node`: its own, or else its labels' text. GTK 4.18
    names a menu item only by a labelled-by relation to its label, an object outside the tree
    with text but no name; GTK 4.8 names the menu item itself."""
    return node.name or labelled_by_text(node)


def walk(node, depth=0, seen=None):
    if node is None or depth > 60:
        return
    seen = seen if seen is not None else set()
    try:
        key = (node.path if hasattr(node, "path") else id(node))
    except Exception:
        key = id(node)
    if key in seen:
        return
    seen.add(key)
    try:
        name = presented_name(node)
        role = ROLE_NAMES.get(node.getRoleName(), node.getRoleName())
        description = node.description
    except Exception:
        return
    if name or role in CONTROLS:
        line = f"{role}\t{name}" + (f"\t{description}" if description else "")
        print(line.replace("\n", " "), flush=True)
    try:
        count = node.childCount
    except Exception:
        return
    for index in range(min(count, 5000)):
        try:
            walk(node.getChildAtIndex(index), depth + 1, seen)
        except Exception:
            continue


def children(node):
    """The node's children, at most 5000; none when AT-SPI cannot say."""
    try:
        count = node.childCount
    except Exception:
        return
    for index in range(min(count, 5000)):
        try:
            yield node.getChildAtIndex(index)
        except Exception:
            continue


def run(visit, tool):
    """Waits for the app (TIMEOUT_SECONDS in argv), then visits its tree; exits 1 without it."""
    timeout = float(sys.argv[1]) if len(sys.argv) > 1 else 20
    application = find_application(timeout)
    if application is None:
        print(f"{tool}: no application named tabledeck on the accessibility bus", file=sys.stderr)
        sys.exit(1)
    visit(application)


def main():
    run(walk, "atspi_walk")


if __name__ == "__main__":
    main()
