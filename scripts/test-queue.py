#!/usr/bin/env python3
"""The order in which scripts/swift-tests.sh hands XCTest work to its workers.

  test-queue.py order TESTS DURATIONS FILTERED   prints one work item a line, slowest first:
      "LABEL<TAB>SELECTION", SELECTION being the XCTest filter the item runs (a class, or
      comma-separated methods). A class that took over SPLIT_SECONDS in the last run is handed
      out method by method, so one long class does not hold the run back; other classes go
      whole (or, when FILTERED is 1, as their selected methods). Classes with no time yet go
      first: they may be slow.
  test-queue.py record TESTS DURATIONS LOG…     writes each method's time from XCTest's
      "Test Case 'Class.method' passed (N seconds)" lines to DURATIONS
      ("Target.Class/method<TAB>seconds" a line), keeping the times of methods that did not run.

TESTS is the bundle's --list-tests output, one "Target.Class/method" a line.
"""
import re
import sys

SPLIT_SECONDS = 30.0


def guess(test):
    """A test's time before any run has measured it (a fresh clone, as in CI): an Orca walk takes
    about 15 s, an end-to-end test about 4 s (it launches the app), a widget test well under one."""
    target, _, name = test.partition(".")
    if name.startswith("Orca"):
        return 15.0
    return 4.0 if target == "EndToEndTests" else 0.5


def read_tests(path):
    with open(path) as f:
        return [line.strip() for line in f if "/" in line]


def read_durations(path):
    durations = {}
    try:
        with open(path) as f:
            for line in f:
                name, _, seconds = line.rstrip("\n").partition("\t")
                try:
                    durations[name] = float(seconds)
                except ValueError:
                    pass
    except FileNotFoundError:
        pass
    return durations


def order(tests_path, durations_path, filtered):
    durations = read_durations(durations_path)
    classes = {}
    for test in read_tests(tests_path):
        classes.setdefault(test.split("/")[0], []).append(test)
    items = []
    orca = {name: methods for name, methods in classes.items() if name.split(".")[-1].startswith("Orca")}
    if orca:
        methods = [m for ms in orca.values() for m in ms]
        known = [durations.get(m, guess(m)) for m in methods]
        selection = ",".join(methods) if filtered else ",".join(orca)
        items.append((sum(known), "Orca walks", selection))
    for name, methods in classes.items():
        if name in orca:
            continue
        times = {m: durations.get(m, guess(m)) for m in methods}
        total = sum(times.values())
        if total > SPLIT_SECONDS and len(methods) > 1:
            items += [(times[m], m, m) for m in methods]
        else:
            selection = ",".join(methods) if filtered else name
            items.append((total, name, selection))
    for _, label, selection in sorted(items, key=lambda item: -item[0]):
        print(f"{label}\t{selection}")


def record(tests_path, durations_path, logs):
    durations = read_durations(durations_path)
    target_of = {test.split("/")[0].split(".")[1]: test.split(".")[0] for test in read_tests(tests_path)}
    line = re.compile(r"^Test Case '(\w+)\.(\w+)' (?:passed|failed) \(([\d.]+) seconds\)")
    for log in logs:
        with open(log, errors="replace") as f:
            for text in f:
                match = line.match(text)
                if match and match.group(1) in target_of:
                    cls, method, seconds = match.groups()
                    durations[f"{target_of[cls]}.{cls}/{method}"] = float(seconds)
    with open(durations_path, "w") as f:
        for name in sorted(durations):
            f.write(f"{name}\t{durations[name]:.2f}\n")


if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[1] == "order":
        order(sys.argv[2], sys.argv[3], sys.argv[4] == "1")
    elif len(sys.argv) >= 4 and sys.argv[1] == "record":
        record(sys.argv[2], sys.argv[3], sys.argv[4:])
    else:
        sys.exit(__doc__)
