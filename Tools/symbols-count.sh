#!/bin/bash
# Counts SF Symbol names in SwiftUI code: every string literal given as `systemName:`,
# `systemImage:`, `systemIconName:` or `systemSymbolName:` in the .swift files of
#   - git repositories (bare or not) given with --git DIR (their HEAD), and
#   - plain folders given with --dir DIR.
# Prints "uses<TAB>repos<TAB>name", most used first (Docs/Symbols.md: how the table was made).
set -euo pipefail
pattern='(systemName|systemImage|systemIconName|systemSymbolName): *"[A-Za-z0-9.]+"'
tmp=$(mktemp); trap 'rm -f "$tmp"' EXIT
while [ $# -gt 0 ]; do
  case "$1" in
    --git) git --git-dir="$2" grep -h -o -E "$pattern" HEAD -- '*.swift' 2>/dev/null \
             | sed -E 's/.*"([^"]+)"/\1/' | sed "s|^|$2\t|" >> "$tmp" || true; shift 2 ;;
    --dir) grep -rhoE "$pattern" "$2" --include='*.swift' | sed -E 's/.*"([^"]+)"/\1/' | sed "s|^|$2\t|" >> "$tmp" || true; shift 2 ;;
    *) echo "usage: $0 [--git GITDIR]... [--dir DIR]..." >&2; exit 2 ;;
  esac
done
awk -F'\t' '{ u[$2]++; if (!((($1) SUBSEP ($2)) in seen)) { seen[$1, $2] = 1; r[$2]++ } }
  END { for (n in u) printf "%d\t%d\t%s\n", u[n], r[n], n }' "$tmp" | sort -t$'\t' -k1,1nr -k2,2nr -k3,3
