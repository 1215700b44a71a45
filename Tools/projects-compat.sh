#!/usr/bin/env bash
# Whole-project previews (issue 12): in each project folder, every Swift file with a preview
# (#Preview or PreviewProvider) is rendered in place (`accord render FILE`, run from the file's
# folder, so the project and its app target are found as a user would); prints ok/FAIL per file
# with the first message, then K/N per project and in total. With --no-project, each file is
# compiled alone instead (the single-file figure, for comparison). Never writes into the projects.
# --per-project N takes N files per project, evenly spread over its sorted list. Files are
# handed out round-robin across projects (runs on one target take turns on its build folder).
# --logs DIR keeps each file's full output (DIR/<project>__<basename>.log) for classifying failures.
#   Tools/projects-compat.sh ACCORD [--no-project] [--jobs N] [--per-project N] [--logs DIR] DIR...
set -uo pipefail
ACCORD="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; shift
mode=""; jobs=2; per=0; logs=""
while [ $# -gt 0 ]; do
  case "$1" in
    --no-project) mode="--no-project"; shift ;;
    --jobs) jobs="$2"; shift 2 ;;
    --per-project) per="$2"; shift 2 ;;
    --logs) mkdir -p "$2" && logs="$(cd "$2" && pwd)"; shift 2 ;;
    *) break ;;
  esac
done
out="$(mktemp -d)"
one() {  # file → "ok|FAIL<TAB>project<TAB>file<TAB>first message"
  local f="$1" project="$2" log; log="$(mktemp -p "$out")"
  if (cd "$(dirname "$f")" && timeout 300 "$ACCORD" render "$(basename "$f")" -o "$log.png" --timeout 60 $mode) >"$log" 2>&1; then
    printf 'ok\t%s\t%s\t\n' "$project" "$f"
  else
    printf 'FAIL\t%s\t%s\t%s\n' "$project" "$f" "$(grep -E 'error:|accord: ' "$log" | grep -v 'accord: skipped' | head -1 | cut -c1-200)"
  fi
  [ -n "$logs" ] && cp "$log" "$logs/${project}__$(basename "$f" .swift).log"
  rm -f "$log" "$log"*.png
}
export -f one; export ACCORD mode out logs
for dir in "$@"; do
  [ -d "$dir" ] || continue
  p="$(basename "$dir")"
  grep -rlE --include='*.swift' '#Preview|PreviewProvider' "$dir" | grep -v '/\.build/\|Package.swift' | sort > "$out/list"
  n=$(wc -l < "$out/list")
  if [ "$per" -gt 0 ] && [ "$n" -gt "$per" ]; then
    awk -v n="$n" -v k="$per" 'BEGIN { for (i = 0; i < k; i++) pick[int(i * n / k) + 1] = 1 } pick[NR]' "$out/list" > "$out/pick"
  else cp "$out/list" "$out/pick"; fi
  awk -v p="$p" '{ printf "%d\t%s\t%s\n", NR, p, $0 }' "$out/pick"
done | sort -n -s -k1,1 | cut -f2- | while IFS=$'\t' read -r p f; do printf '%s\0%s\0' "$f" "$p"; done \
  | xargs -0 -n 2 -P "$jobs" bash -c 'one "$0" "$1"' > "$out/results.tsv"
sort -t$'\t' -k2,2 -k3,3 "$out/results.tsv" | while IFS=$'\t' read -r s p f m; do
  if [ "$s" = ok ]; then echo "ok   $f"; else echo "FAIL $f: $m"; fi
done
echo
awk -F'\t' '{n[$2]++; if ($1=="ok") k[$2]++} END {for (p in n) printf "%-45s %3d/%d\n", p, k[p], n[p]}' "$out/results.tsv" | sort
awk -F'\t' '{n++; if ($1=="ok") k++} END {printf "total: %d/%d render\n", k, n}' "$out/results.tsv"
rm -rf "$out"
