#!/usr/bin/env python3
"""Classify the corpus cases a compiler rejects by their first error.

Reads a `corpus.py run --results FILE.json` file, re-runs every rejected
case with the same command (the corpus manifest gives defines, include dirs,
profile and entry), keeps the first `error:` line of each, folds quoted names
and numbers into placeholders, and prints the classes largest first with an
example case each.

    python3 scripts/corpus-classify.py --corpus $HOME/hlsl-corpus \
        --results /tmp/check-production.json [--examples 2] [--show CLASS-REGEX]

The fix order the real-world issues ask for comes from this table: the
largest class first.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_cases import command_for, load_manifest  # noqa: E402


def first_error(output):
    for line in output.splitlines():
        m = re.search(r"\b(error|fatal error|internal error)\b: (.*)", line)
        if m:
            return line, m.group(2)
    lines = [l for l in output.splitlines() if l.strip()]
    return (lines[0] if lines else "(no output)"), (lines[0] if lines else "(no output)")


def fold(message):
    message = re.sub(r"\s*\[-W[^\]]*\]$", "", message)
    if not message.startswith("expected"):
        message = re.sub(r"'[^']*'", "'_'", message)
    message = re.sub(r'"[^"]*"', '"_"', message)
    message = re.sub(r"\b\d+\b", "N", message)
    return message


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--results", required=True)
    ap.add_argument("--cmd", help="command template (default: the one in the results file)")
    ap.add_argument("--examples", type=int, default=1)
    ap.add_argument("--show", help="print every case whose class matches this regex")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--top", type=int, default=40)
    args = ap.parse_args()

    results = json.load(open(args.results))
    template = args.cmd or results["cmd"]
    manifest = load_manifest(args.corpus)
    rejected = [r for r in results["results"] if not r["accepted"] or r.get("crash") or r.get("timeout")]

    def run(r):
        case = manifest[r["id"]]
        cmd, cwd = command_for(template, case, args.corpus)
        try:
            p = subprocess.run(cmd, shell=True, cwd=cwd, capture_output=True, text=True, timeout=20)
            out = p.stderr + p.stdout
        except subprocess.TimeoutExpired:
            out = "error: timed out"
        line, msg = first_error(out)
        return r["id"], line, fold(msg)

    with ThreadPoolExecutor(args.jobs) as pool:
        rows = list(pool.map(run, rejected))

    classes = collections.defaultdict(list)
    for case_id, line, cls in rows:
        classes[cls].append((case_id, line))
    print(f"{len(rejected)} rejected of {len(results['results'])}; {len(classes)} classes\n")
    for cls, items in sorted(classes.items(), key=lambda kv: -len(kv[1]))[: args.top]:
        print(f"{len(items):5}  {cls[:150]}")
        for case_id, line in items[: args.examples]:
            print(f"         {case_id}: {line[:200]}")
    if args.show:
        for cls, items in classes.items():
            if re.search(args.show, cls):
                for case_id, line in items:
                    print(f"{case_id}: {line[:300]}")


if __name__ == "__main__":
    main()
