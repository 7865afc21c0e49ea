#!/usr/bin/env python3
"""Prints the public API a client of TableDeckViews sees, one declaration a line, sorted.

Reads the public symbol graphs that scripts/symbol-graphs.sh writes:
TableDeckViews and the two modules it re-exports (TableDeckBridge, TableDeckModel). Each line is
`Module  Kind  Path  declaration`, so a diff against the committed api/TableDeckViews.txt names
every symbol that appears, goes or changes its signature.
Usage: scripts/api-surface.py SYMBOLGRAPH_DIR
"""
import json
import sys
from pathlib import Path

MODULES = ["TableDeckViews", "TableDeckBridge", "TableDeckModel"]


def lines(folder):
    out = set()
    for module in MODULES:
        path = Path(folder) / f"{module}.symbols.json"
        if not path.exists():
            sys.exit(f"api-surface: {path} is missing")
        graph = json.loads(path.read_text())
        for symbol in graph["symbols"]:
            if symbol["accessLevel"] not in ("public", "open"):
                continue
            # Members that the compiler synthesizes (hashValue, a protocol's default
            # implementations) carry no location; they follow from the declarations listed.
            if "location" not in symbol:
                continue
            declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
            declaration = " ".join(declaration.split())
            kind = symbol["kind"]["identifier"].removeprefix("swift.")
            name = ".".join(symbol["pathComponents"])
            out.add(f"{module}  {kind}  {name}  {declaration}")
    return sorted(out)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    print("\n".join(lines(sys.argv[1])))
