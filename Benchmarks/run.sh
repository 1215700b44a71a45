#!/usr/bin/env bash
# make bench: Accord, Taffy and Yoga on the same trees, in one run; prints one table.
set -euo pipefail
BENCH="$1"; shift
here="$(cd "$(dirname "$0")" && pwd)"
python3 -c "import stretchable, pyyoga" 2>/dev/null || python3 -m pip install -q -r "$here/peers/requirements.txt" || echo "peers unavailable (pip failed); Accord only"
tmp="$(mktemp -d)"
"$BENCH" --json "$@" > "$tmp/accord.json"
python3 "$here/peers/peers.py" --json "$@" > "$tmp/peers.json" || echo '{}' > "$tmp/peers.json"
python3 "$here/compare.py" "$tmp/accord.json" "$tmp/peers.json"
