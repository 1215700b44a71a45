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
log="$(mktemp)"; marker="$(mktemp)"; trap 'rm -f "$log" "$marker"' EXIT
if ! swift build --target AccordTesting >"$log" 2>&1; then
  echo "public-surface: the library does not build; its errors:" >&2; grep -E 'error:' "$log" | head -20 >&2; exit 1
fi
# dump-symbol-graph also walks the test modules and may fail on them after writing the library's
# graphs; what matters is that Accord's and AccordTesting's graphs were written by this run.
swift package dump-symbol-graph --skip-synthesized-members >"$log" 2>&1 || true
graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
for module in Accord AccordTesting; do
  if [ ! "$graphs/$module.symbols.json" -nt "$marker" ]; then
    echo "public-surface: swift package dump-symbol-graph wrote no fresh $module.symbols.json; its last lines:" >&2
    tail -20 "$log" >&2; exit 1
  fi
done
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
