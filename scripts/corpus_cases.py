"""The corpus tool's cases as command lines (shared by scripts/corpus-classify.py
and benches/corpus.sh).

`../shared/tools/corpus/corpus.py` writes `manifest.json` (one record per
compile job) and `run --results FILE.json`; this module turns a case and a
command template with the tool's placeholders into the shell command the tool
would run, with absolute include directories so the command works from any
directory.
"""
import json
import os
import re
import shlex


def load_manifest(corpus):
    with open(os.path.join(corpus, "manifest.json")) as f:
        return {c["id"]: c for c in json.load(f)["cases"]}


def command_for(template, case, corpus, out="/dev/null"):
    """The command line for `case`, and the directory the corpus tool runs it in."""
    path = os.path.join(corpus, case["file"])
    includes = (i if os.path.isabs(i) else os.path.join(corpus, i) for i in case.get("include_dirs", []))
    subst = {
        "file": shlex.quote(path),
        "profile": shlex.quote(case.get("profile") or ""),
        "entry": shlex.quote(case.get("entry") or "main"),
        "stage": shlex.quote(case.get("stage") or ""),
        "defines": " ".join(shlex.quote("-D" + d) for d in case.get("defines", [])),
        "includes": " ".join(shlex.quote("-I" + i) for i in includes),
        "out": shlex.quote(out),
        "dir": shlex.quote(os.path.dirname(path)),
        "id": shlex.quote(case["id"]),
        "target_env": case.get("target_env") or "vulkan1.2",
        "peer_flags": "",
    }
    return re.sub(r"\{(\w+)\}", lambda m: subst.get(m.group(1), m.group(0)), template), os.path.dirname(path)
