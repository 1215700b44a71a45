#!/usr/bin/env bash
# Compatibility check: render every .swift file of a folder with `accord render` and say which
# render, which fail (the first compiler error of each), and which missing APIs block the most
# files.
#
#   bash Tools/compat.sh DIR [--recursive] [--jobs N] [--timeout S] [--require-all] [--no-build]
#                            [--blockers FILE] [--logs DIR]
#
# Output: one line per file, `ok FILE` or `FAIL FILE: first error line`; then `K/N render`; then
# the blockers found in the compiler errors, most frequent first, with two counts: files where
# the blocker appears in ANY error, and files whose FIRST error it is. Blockers are the missing
# names of `has no member 'x'` (as `.x`, or `T.x` when the message names a type T),
# `cannot find 'X' in scope`, `cannot find type 'X' in scope`, `no such module 'X'`; any other
# message is grouped by its text with quoted names replaced by '_' and numbers by N; a preview
# the compiler never saw (it sits in an #if the preview build leaves out) is a blocker of its own.
#
# Every output (renderings, logs) goes to a fresh temporary folder, never into DIR; the compile
# cache (ACCORD_CACHE, or the tool's default) is shared by all files. --blockers FILE also writes
# every file's blockers (file, rank of the error, blocker; tab-separated) to FILE, outside DIR;
# --logs DIR2 keeps each failing file's full compiler/renderer output as DIR2/<file>.log. Exit status: 0, unless
# --require-all is given and a file fails (1); 2 for bad arguments.
set -u
usage() { echo "usage: bash Tools/compat.sh DIR [--recursive] [--jobs N] [--timeout S] [--require-all] [--no-build] [--blockers FILE] [--logs DIR]" >&2; exit 2; }

dir="" recursive=0 jobs="$(nproc 2>/dev/null || echo 2)" timeout=60 require_all=0 build=1 blockers_out="" logs_out=""
while [ $# -gt 0 ]; do
  case "$1" in
    --recursive) recursive=1 ;;
    --jobs|-j) [ $# -ge 2 ] || usage; jobs="$2"; shift ;;
    --timeout) [ $# -ge 2 ] || usage; timeout="$2"; shift ;;
    --require-all) require_all=1 ;;
    --no-build) build=0 ;;
    --blockers) [ $# -ge 2 ] || usage; blockers_out="$2"; shift ;;
    --logs) [ $# -ge 2 ] || usage; logs_out="$2"; shift ;;
    -h|--help) usage ;;
    -*) echo "compat.sh: unknown option $1" >&2; usage ;;
    *) [ -z "$dir" ] || usage; dir="$1" ;;
  esac
  shift
done
[ -n "$dir" ] || usage
[ -d "$dir" ] || { echo "compat.sh: $dir is not a folder" >&2; exit 2; }
case "$jobs" in ''|*[!0-9]*|0) echo "compat.sh: --jobs needs a positive number" >&2; exit 2 ;; esac
dir="$(cd "$dir" && pwd -P)"
if [ -n "$blockers_out" ]; then
  blockers_out="$(realpath -m "$blockers_out")"
  case "$blockers_out" in "$dir"/*) echo "compat.sh: --blockers must be outside $dir" >&2; exit 2 ;; esac
  [ -d "$(dirname "$blockers_out")" ] || { echo "compat.sh: no folder for $blockers_out" >&2; exit 2; }
fi
if [ -n "$logs_out" ]; then
  logs_out="$(realpath -m "$logs_out")"
  case "$logs_out/" in "$dir"/*) echo "compat.sh: --logs must be outside $dir" >&2; exit 2 ;; esac
  mkdir -p "$logs_out" || { echo "compat.sh: cannot make $logs_out" >&2; exit 2; }
fi

root="$(cd "$(dirname "$0")/.." && pwd)"
if [ "$build" = 1 ]; then
  (cd "$root" && swift build >/dev/null 2>&1) || { (cd "$root" && swift build 2>&1 | tail -20) >&2; echo "compat.sh: swift build failed" >&2; exit 2; }
fi
accord="$(cd "$root" && swift build --show-bin-path)/accord"
[ -x "$accord" ] || { echo "compat.sh: $accord not found (build first)" >&2; exit 2; }

work="$(mktemp -d "${TMPDIR:-/tmp}/accord-compat.XXXXXX")"
trap 'rm -rf "$work"' EXIT

if [ "$recursive" = 1 ]; then find "$dir" -type f -name '*.swift' | LC_ALL=C sort > "$work/files"
else find "$dir" -maxdepth 1 -type f -name '*.swift' | LC_ALL=C sort > "$work/files"; fi
total="$(wc -l < "$work/files")"
[ "$total" -gt 0 ] || { echo "compat.sh: no .swift files in $dir" >&2; exit 2; }

# One job: render file number $1 into its own output folder; keep its log and exit status.
render_one() {
  local n="$1" file out
  file="$(sed -n "${n}p" "$work/files")"
  out="$work/$n"; mkdir -p "$out/render"
  "$accord" render "$file" -o "$out/render/preview.png" --timeout "$timeout" > "$out/log" 2>&1 < /dev/null
  echo $? > "$out/rc"
}
export -f render_one
export work accord timeout
seq 1 "$total" | xargs -P "$jobs" -I{} bash -c 'render_one {}'

ok=0
: > "$work/blockers"   # lines: file<TAB>index-of-error<TAB>key
for n in $(seq 1 "$total"); do
  file="$(sed -n "${n}p" "$work/files")"
  rel="${file#"$dir"/}"
  rc="$(cat "$work/$n/rc" 2>/dev/null || echo 9)"
  if [ "$rc" = 0 ]; then echo "ok   $rel"; ok=$((ok + 1)); continue; fi
  first="$(grep -m1 -E ': error: ' "$work/$n/log" || true)"
  [ -n "$first" ] || first="$(grep -v '^[[:space:]]*$' "$work/$n/log" | tail -1)"
  [ -n "$first" ] || first="exit status $rc, no message"
  echo "FAIL $rel: ${first#"$dir"/}"
  [ -z "$logs_out" ] || cp "$work/$n/log" "$logs_out/$(echo "$rel" | tr / _).log"
  # Blocker keys of every error, in order (awk keeps the first occurrence's rank).
  grep -E ': error: ' "$work/$n/log" | awk -v f="$rel" '
    function key(m,   a, t) {
      if (match(m, /has no member '\''[^'\'']+'\''/)) {
        a = substr(m, RSTART + 15, RLENGTH - 16)
        if (match(m, /^type '\''[A-Za-z_][A-Za-z0-9_.]*'\''/)) { t = substr(m, 7, RLENGTH - 7); return t "." a }
        return "." a
      }
      if (match(m, /^cannot find type '\''[^'\'']+'\'' in scope/)) return substr(m, 19, RLENGTH - 28)
      if (match(m, /^cannot find '\''[^'\'']+'\'' in scope/)) return substr(m, 14, RLENGTH - 23)
      if (match(m, /^no such module '\''[^'\'']+'\''/)) return "module " substr(m, 17, RLENGTH - 17)
      gsub(/'\''[^'\'']*'\''/, "_", m); gsub(/[0-9]+/, "N", m)
      return "msg: " m
    }
    { p = index($0, ": error: "); loc = substr($0, 1, p - 1); m = substr($0, p + 9)
      # A preview the transformer listed but the compiler never saw: it sits inside an #if
      # whose condition the preview build does not set (DEBUG, os(iOS), …).
      if (loc ~ /^<previews of / && m ~ /^cannot find '\''[^'\'']+'\'' in scope/) k = "msg: preview declaration not compiled (inside #if DEBUG / os(iOS)?)"
      else k = key(m)
      if (!(k in seen)) { seen[k] = 1; print f "\t" (++i) "\t" k } }' >> "$work/blockers"
done
echo "$ok/$total render"
if [ -s "$work/blockers" ]; then
  echo
  echo "blockers (files with it in any error · files whose first error it is · blocker):"
  awk -F'\t' '{ any[$3]++; if ($2 == 1) first[$3]++ } END { for (k in any) printf "%5d %5d  %s\n", any[k], first[k] + 0, k }' "$work/blockers" \
    | LC_ALL=C sort -k1,1nr -k2,2nr -k3
fi
[ -z "$blockers_out" ] || cp "$work/blockers" "$blockers_out"
if [ "$require_all" = 1 ] && [ "$ok" != "$total" ]; then exit 1; fi
exit 0
