#!/usr/bin/env bash
# The compile cache under concurrency (issue 15): each round writes 8 new files and starts 8
# renders of each at once (64 runs); all must succeed, and the cache must then hold exactly one
# complete entry per file, no build folders and no stray partial programs.
# Usage: stress-cache.sh ACCORD [ROUNDS] [real]   (real: the real compiler; default: a fake one)
set -u
ACCORD="$1"; ROUNDS="${2:-20}"; MODE="${3:-fake}"
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
export ACCORD_CACHE="$work/cache"
[ "$MODE" = fake ] && export ACCORD_SWIFTC="$here/fake-swiftc.sh"
fail=0; files=0
for round in $(seq 1 "$ROUNDS"); do
  pids=()
  for f in $(seq 1 8); do
    src="$work/r${round}f${f}.swift"
    printf 'import SwiftUI\n// round %s file %s %s\n#Preview("p") { Text("r%sf%s").padding() }\n' "$round" "$f" "$RANDOM$RANDOM" "$round" "$f" > "$src"
    files=$((files + 1))
    for k in $(seq 1 8); do
      "$ACCORD" render "$src" -o "$work/out-r${round}f${f}k${k}.png" >"$work/log-r${round}f${f}k${k}" 2>&1 &
      pids+=($!)
    done
  done
  for p in "${pids[@]}"; do
    if ! wait "$p"; then fail=1; fi
  done
  if [ $fail = 1 ]; then
    echo "FAIL round $round: a run failed:"; grep -h . "$work"/log-r${round}* | sort | uniq -c | head -5; break
  fi
done
entries=$(find "$ACCORD_CACHE" -mindepth 1 -maxdepth 1 -name 'e-*' | wc -l)
complete=$(find "$ACCORD_CACHE" -mindepth 2 -maxdepth 2 -name .complete | wc -l)
withprog=$(find "$ACCORD_CACHE" -mindepth 2 -maxdepth 2 -name preview -perm -u+x | wc -l)
stray=$(find "$ACCORD_CACHE" \( -name 'tmp-*' -o -name '*.tmp' \) | wc -l)
if [ $fail = 0 ] && [ "$entries" = "$files" ] && [ "$complete" = "$files" ] && [ "$withprog" = "$files" ] && [ "$stray" = 0 ]; then
  echo "ok   cache stress ($MODE compiler): $ROUNDS rounds × 8 new files × 8 parallel renders, $entries complete entries for $files files, nothing stray"
else
  echo "FAIL cache stress ($MODE): entries=$entries complete=$complete programs=$withprog files=$files stray=$stray"
  exit 1
fi
