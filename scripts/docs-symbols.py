#!/usr/bin/env python3
"""Prepares the symbol graphs for the DocC site, and checks that every public symbol is documented.

TableDeckViews re-exports TableDeckBridge and TableDeckModel (`@_exported import`), but Swift
6.3's symbol graphs hold each module's own symbols only: TableDeckViews.symbols.json has no
`Widget` and no `TableIndexPath`, though a client that writes `import TableDeckViews` uses both.
DocC documents one module per catalog, so this merges the three graphs into one module named
TableDeckViews (symbols, relationships, and the extensions the three make to one another); the
site then documents the API exactly as a client sees it, and ``Widget`` links resolve.
Extensions of outside modules (`TableDeckViews@Swift` …) are kept as extension graphs.

Usage:
  scripts/docs-symbols.py merge SYMBOLGRAPH_DIR OUT_DIR   write OUT_DIR/TableDeckViews*.symbols.json
  scripts/docs-symbols.py check SYMBOLGRAPH_DIR           every public or open symbol of the three
      modules must have a doc comment; prints `file:line: Module Kind Path` for each that has
      none and exits 1. Not counted: members the compiler synthesizes or inherits (no source
      location, or a `::SYNTHESIZED::` identifier: `hashValue`, `!=`, a protocol extension's
      default implementations), which DocC documents from their protocol. A declaration without
      a comment of its own that inherits one from the library (an override, a requirement of one
      of its protocols) is documented, as DocC shows it; one that would inherit the standard
      library's generic text (`description`, `<`) needs its own.
"""
import json
import sys
from pathlib import Path

MAIN = "TableDeckViews"
MODULES = [MAIN, "TableDeckBridge", "TableDeckModel"]


def load(folder, name):
    path = Path(folder) / f"{name}.symbols.json"
    if not path.exists():
        sys.exit(f"docs-symbols: {path} is missing (run swift package dump-symbol-graph first)")
    return json.loads(path.read_text())


def merge(folder, out):
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    merged = load(folder, MAIN)
    seen = {s["identifier"]["precise"] for s in merged["symbols"]}
    extensions = {}  # extended outside module -> graph
    inputs = [load(folder, m) for m in MODULES[1:]]
    for path in sorted(Path(folder).glob("*@*.symbols.json")):
        owner, extended = path.name.removesuffix(".symbols.json").split("@", 1)
        if owner not in MODULES:
            continue
        graph = json.loads(path.read_text())
        if extended in MODULES:
            inputs.append(graph)  # one module now: an extension of a sibling is a plain member
        else:
            target = extensions.setdefault(extended, graph)
            if target is not graph:
                target["symbols"] += graph["symbols"]
                target["relationships"] += graph["relationships"]
    for graph in inputs:
        for symbol in graph["symbols"]:
            if symbol["identifier"]["precise"] not in seen:
                seen.add(symbol["identifier"]["precise"])
                merged["symbols"].append(symbol)
        merged["relationships"] += graph["relationships"]
    (out / f"{MAIN}.symbols.json").write_text(json.dumps(merged))
    for extended, graph in extensions.items():
        graph["module"]["name"] = MAIN
        (out / f"{MAIN}@{extended}.symbols.json").write_text(json.dumps(graph))
    print(f"docs-symbols: {len(merged['symbols'])} symbols of {', '.join(MODULES)} as one module {MAIN}", file=sys.stderr)


def has_text(comment):
    return bool(comment) and any(line.get("text", "").strip() for line in comment.get("lines", []))


def check(folder):
    graphs = [(m, load(folder, m)) for m in MODULES]
    for path in sorted(Path(folder).glob("*@*.symbols.json")):
        owner = path.name.split("@", 1)[0]
        if owner in MODULES:
            graphs.append((owner, json.loads(path.read_text())))
    counted, missing, done = 0, [], set()
    for module, graph in graphs:
        for symbol in graph["symbols"]:
            precise = symbol["identifier"]["precise"]
            if symbol["accessLevel"] not in ("public", "open") or precise in done:
                continue
            done.add(precise)
            location = symbol.get("location")
            if location is None or "::SYNTHESIZED::" in precise:
                continue
            counted += 1
            comment = symbol.get("docComment")
            if has_text(comment) and comment.get("module", module) in MODULES:
                continue
            uri = location["uri"].removeprefix("file://")
            cwd = str(Path.cwd()) + "/"
            uri = uri.removeprefix(cwd)
            line = location["position"]["line"] + 1
            name = ".".join(symbol["pathComponents"])
            kind = symbol["kind"]["identifier"].removeprefix("swift.")
            what = "only the standard library's inherited comment" if has_text(comment) else "no doc comment"
            missing.append(f"{uri}:{line}: {module} {kind} {name}: public, {what}")
    for entry in sorted(missing):
        print(entry)
    if missing:
        print(f"docs-symbols: {len(missing)} of {counted} public symbols lack a doc comment of their own (write a /// summary)",
              file=sys.stderr)
        return 1
    print(f"docs-symbols: all {counted} public symbols of {', '.join(MODULES)} are documented", file=sys.stderr)
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "merge":
        merge(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 3 and sys.argv[1] == "check":
        sys.exit(check(sys.argv[2]))
    else:
        sys.exit(__doc__)
