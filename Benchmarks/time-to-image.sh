#!/usr/bin/env bash
# Issue 18, goal 5 — time to image for a user: `accord render` of a seed example the tool has
# never seen (a fresh compile cache: the file's build folder is made and compiled from
# nothing), then the same file after a one-line edit (a stack's spacing changes: swiftc's
# incremental build recompiles that file and links), three edits, median; and the file
# unchanged (the cached program only runs). Seconds from starting `accord` to the PNG on disk:
# wall clock, and CPU (user + system of accord, swiftc and the preview program — the figure to
# read on a busy machine, where wall clock mostly measures waiting for a core). Prints one JSON
# object.
#   Benchmarks/time-to-image.sh ACCORD [EXAMPLE.swift]
set -euo pipefail
ACCORD="$1"
here="$(cd "$(dirname "$0")" && pwd)"
example="${2:-$here/../Examples/002-PlantPage.swift}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
export ACCORD_CACHE="$tmp/cache"
file="$tmp/Screen.swift"
cp "$example" "$file"
grep -q 'spacing: [0-9]' "$file" || { echo "time-to-image: $example has no 'spacing: N' to edit" >&2; exit 2; }

# "WALL CPU" seconds of one `accord render` of the file (CPU: every process it waited for).
render() {
    python3 - "$ACCORD" render "$file" --no-project -o "$tmp/out.png" --force <<'EOF' || exit 1
import resource, subprocess, sys, time
before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.monotonic()
done = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
wall, after = time.monotonic() - start, resource.getrusage(resource.RUSAGE_CHILDREN)
if done.returncode != 0:
    sys.stderr.write(done.stderr)
    sys.exit(1)
print(wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
EOF
    [ -s "$tmp/out.png" ] || { echo "time-to-image: no PNG written" >&2; exit 1; }
}

first=$(render)
edits=()
for k in 1 2 3; do
    # The first 'spacing: N' becomes 'spacing: N+k' (a one-line edit that changes the picture).
    python3 - "$file" "$k" <<'EOF'
import re, sys
path, k = sys.argv[1], int(sys.argv[2])
text = open(path).read()
text = re.sub(r"spacing: (\d+)", lambda m: f"spacing: {int(m.group(1)) + 1}", text, count=1)
open(path, "w").write(text)
EOF
    edits+=("$(render)")
done
unchanged=$(render)
python3 - "$(basename "$example")" "$first" "$unchanged" "${edits[@]}" <<'EOF'
import json, statistics, sys
example = sys.argv[1]
pair = lambda s: [float(x) for x in s.split()]
first, unchanged, edits = pair(sys.argv[2]), pair(sys.argv[3]), [pair(s) for s in sys.argv[4:]]
median = lambda k: statistics.median(e[k] for e in edits)
print(json.dumps({"example": example,
                  "first_render_s": first[0], "first_render_cpu_s": first[1],
                  "edit_render_s": median(0), "edit_render_cpu_s": median(1), "edits_s": [e[0] for e in edits],
                  "unchanged_render_s": unchanged[0], "unchanged_render_cpu_s": unchanged[1]}))
EOF
