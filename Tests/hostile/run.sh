#!/usr/bin/env bash
# The hostile-input suite (issue 15; Docs/Reliability.md): each case asserts one guarantee of
# the accord tool under hostile input, concurrency and kills.
# Usage: run.sh ACCORD   (HOSTILE_STRESS_ROUNDS=N for more cache-stress rounds)
set -u
ACCORD="$1"
here="$(cd "$(dirname "$0")" && pwd)"
fail=0
bash "$here/stress-cache.sh" "$ACCORD" 1 real || fail=1
bash "$here/stress-cache.sh" "$ACCORD" "${HOSTILE_STRESS_ROUNDS:-20}" fake || fail=1
exit $fail
