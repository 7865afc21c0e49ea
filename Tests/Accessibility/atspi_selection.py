#!/usr/bin/env python3
"""What a screen reader learns of TableDeck's selection over AT-SPI.

Usage: atspi_selection.py TIMEOUT_SECONDS
Prints "selected<TAB>NAME" for every object in AT-SPI's `selected` state (a list row has no
name of its own: NAME is then its first named descendant's, the row's text), and
"selection<TAB>NAME<TAB>N" for every object offering AT-SPI's Selection interface (N: how many
children it reports selected). Exits 1 if the application never appears. Run inside the app's
D-Bus session (scripts/atspi-walk.sh with ATSPI_WALK_SCRIPT=atspi_selection.py).
"""
import pyatspi

from atspi_walk import children, run


def text_of(node, depth=0):
    """The node's name, or its first named descendant's."""
    try:
        if node.name:
            return node.name
        for index in range(min(node.childCount, 20)):
            found = text_of(node.getChildAtIndex(index), depth + 1) if depth < 4 else ""
            if found:
                return found
    except Exception:
        pass
    return ""


def walk(node, depth=0):
    if node is None or depth > 60:
        return
    try:
        name = node.name
        states = node.getState()
    except Exception:
        return
    if states.contains(pyatspi.STATE_SELECTED):
        print(f"selected\t{text_of(node)}", flush=True)
    try:
        selection = node.querySelection()
        print(f"selection\t{name}\t{selection.nSelectedChildren}", flush=True)
    except Exception:
        pass
    for child in children(node):
        walk(child, depth + 1)


def main():
    run(walk, "atspi_selection")


if __name__ == "__main__":
    main()
