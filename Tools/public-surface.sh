#!/usr/bin/env bash
# The public surface of `import Accord` / `import AccordTesting` against the accepted list
# (Tests/library/public-surface.txt: one top-level symbol a line, "Module kind name"). Fails when
# a top-level public symbol that is not on the list
#   - has no doc comment, or
#   - is named like an internal (a leading underscore, or an `Accord` prefix),
# so a new public name is either SwiftUI's (or UIKit's…) and documented, or accepted here on
# purpose. New documented names are listed (add them with --update). Reads the symbol graphs
# SwiftPM writes from the debug build (`swift package dump-symbol-graph`, no network).
#   Tools/public-surface.sh            check
#   Tools/public-surface.sh --update   rewrite the list from the current build
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target AccordTesting >/dev/null 2>&1
swift package dump-symbol-graph --skip-synthesized-members >/dev/null 2>&1
graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
python3 - "$graphs" Tests/library/public-surface.txt "${1:-}" <<'PY'
import json, os, sys
graphs, listfile, mode = sys.argv[1], sys.argv[2], sys.argv[3]
current = {}
for module in ("Accord", "AccordTesting"):
    g = json.load(open(os.path.join(graphs, f"{module}.symbols.json")))
    for s in g["symbols"]:
        if len(s["pathComponents"]) != 1: continue
        key = f'{module} {s["kind"]["identifier"].replace("swift.", "")} {s["pathComponents"][0]}'
        current[key] = bool(s.get("docComment"))
if mode == "--update":
    open(listfile, "w").write("".join(k + "\n" for k in sorted(current)))
    print(f"{len(current)} public top-level symbols written to {listfile}"); sys.exit(0)
accepted = set(l.strip() for l in open(listfile) if l.strip() and not l.startswith("#"))
new = sorted(set(current) - accepted)
gone = sorted(accepted - set(current))
bad = [k for k in new if not current[k] or k.split(" ", 2)[2].startswith(("_", "Accord"))]
for k in new: print(("FAIL " if k in bad else "new  ") + k + ("" if current[k] else " (no doc comment)"))
for k in gone: print("gone " + k)
print(f"{len(current)} public top-level symbols; {len(new)} new ({len(bad)} refused), {len(gone)} gone")
sys.exit(1 if bad else 0)
PY
