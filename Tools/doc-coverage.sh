#!/usr/bin/env bash
# Doc-comment coverage of public API: how many `public`/`open` declarations (one a line) are
# preceded by a `///` comment (attribute lines such as `@discardableResult` in between are
# skipped). Enum cases and members of public protocols are not counted (they carry no
# `public` of their own).
#   Tools/doc-coverage.sh                 Sources/Accord and Sources/AccordTesting, totals
#   Tools/doc-coverage.sh --files [DIR…]  per file, least covered first
#   Tools/doc-coverage.sh --missing FILE  the undocumented declarations of one file
set -u
cd "$(dirname "$0")/.."
mode=total
case "${1:-}" in --files) mode=files; shift ;; --missing) mode=missing; shift ;; esac
[ $# -eq 0 ] && set -- Sources/Accord Sources/AccordTesting
python3 - "$mode" "$@" <<'PY'
import os, re, sys
mode, paths = sys.argv[1], sys.argv[2:]
decl = re.compile(r'^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:nonisolated|final|static|class|override|mutating|nonmutating|required|convenience|indirect|dynamic|lazy)\s+)*(?:public|open)\s+(?!import\b)(?!extension\b)')
attr = re.compile(r'^\s*@[\w.]+(?:\(.*\))?\s*$')
files = []
for p in paths:
    if os.path.isfile(p): files.append(p); continue
    for root, _, names in os.walk(p):
        files += [os.path.join(root, n) for n in names if n.endswith('.swift')]
rows = []
for f in sorted(files):
    lines = open(f, encoding='utf-8').read().split('\n')
    total = documented = 0
    missing = []
    for i, line in enumerate(lines):
        if not decl.match(line): continue
        total += 1
        j = i - 1
        while j >= 0 and attr.match(lines[j]): j -= 1
        prev = lines[j].strip() if j >= 0 else ''
        if prev.startswith('///') or prev.endswith('*/'): documented += 1
        else: missing.append(f'{f}:{i + 1}: {line.strip()[:110]}')
    rows.append((f, total, documented, missing))
T = sum(r[1] for r in rows); D = sum(r[2] for r in rows)
if mode == 'files':
    for f, t, d, _ in sorted((r for r in rows if r[1]), key=lambda r: (r[2] / r[1], -r[1])):
        print(f'{d:5d}/{t:<5d} {100 * d // t:3d} %  {f}')
elif mode == 'missing':
    for r in rows: print('\n'.join(r[3]))
print(f'documented {D} of {T} public declarations ({100 * D / max(T, 1):.0f} %)')
PY
