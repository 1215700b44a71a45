#!/usr/bin/env bash
# make bench: Accord, Taffy and Yoga on the same trees, in one run; prints one table and each
# of issue 18's goals with its figure.
#   run.sh ACCORD-BENCH [--quick] [--check=BASELINE.json] [--record=BASELINE.json]
# With ACCORD=path/to/accord in the environment it also times a user's first render and a
# one-line edit (time-to-image.sh).
set -euo pipefail
BENCH="$1"; shift
here="$(cd "$(dirname "$0")" && pwd)"
args=(); extra=()
for a in "$@"; do
    case "$a" in
        --check=*) extra+=(--check "${a#--check=}") ;;
        --record=*) extra+=(--record "${a#--record=}") ;;
        *) args+=("$a") ;;
    esac
done
python3 -c "import stretchable, pyyoga" 2>/dev/null || python3 -m pip install -q -r "$here/peers/requirements.txt" || echo "peers unavailable (pip failed); Accord only"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$BENCH" --json "${args[@]}" > "$tmp/accord.json"
python3 "$here/peers/peers.py" --json "${args[@]}" > "$tmp/peers.json" || echo '{}' > "$tmp/peers.json"
if [ -n "${ACCORD:-}" ] && [ -x "$ACCORD" ]; then
    bash "$here/time-to-image.sh" "$ACCORD" > "$tmp/tti.json" || echo '{}' > "$tmp/tti.json"
    extra+=(--time-to-image "$tmp/tti.json")
fi
python3 "$here/compare.py" "$tmp/accord.json" "$tmp/peers.json" "${extra[@]}"
