#!/usr/bin/env bash
# Issue 18, goal 5 — time to image for a user: `accord render` of a seed example the tool has
# never seen (a fresh compile cache: the file's build folder is made and compiled from
# nothing), then the same file after a one-line edit (a stack's spacing changes: swiftc's
# incremental build recompiles that file and links), three edits, median. Wall-clock seconds
# from starting `accord` to the PNG on disk. Prints one JSON object.
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

# Seconds (wall clock) of one `accord render` of the file.
render() {
    local start end
    start=$(date +%s%N)
    "$ACCORD" render "$file" --no-project -o "$tmp/out.png" --force >/dev/null 2>"$tmp/err" || { cat "$tmp/err" >&2; exit 1; }
    end=$(date +%s%N)
    [ -s "$tmp/out.png" ] || { echo "time-to-image: no PNG written" >&2; exit 1; }
    python3 -c "print(($end - $start) / 1e9)"
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
example, first, unchanged, edits = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), [float(x) for x in sys.argv[4:]]
print(json.dumps({"example": example, "first_render_s": first, "edit_render_s": statistics.median(edits), "edits_s": edits,
                  "unchanged_render_s": unchanged}))
EOF
