#!/usr/bin/env python3
"""Runs Orca (/usr/bin/orca) with the given arguments, its --debug-file written line by line.

Orca opens its debug file with Python's default buffering, so nothing reaches the file until
8 KB have piled up or Orca exits. Written line by line, the file tells a walk as it goes which
keys Orca has handled and whether it is still presenting, so scripts/orca-walk.sh waits for that
instead of pausing a fixed time per key (too short when Orca lags on a loaded machine).
"""
import builtins
import runpy
import sys

ORCA = "/usr/bin/orca"

arguments = sys.argv[1:]
debug_file = arguments[arguments.index("--debug-file") + 1] if "--debug-file" in arguments else None
builtin_open = builtins.open


def open_line_buffered(file, mode="r", buffering=-1, *rest, **options):
    """The builtin open, line-buffered for Orca's debug file."""
    if file == debug_file and "w" in mode and buffering == -1:
        buffering = 1
    return builtin_open(file, mode, buffering, *rest, **options)


builtins.open = open_line_buffered
sys.argv = [ORCA] + arguments
runpy.run_path(ORCA, run_name="__main__")
