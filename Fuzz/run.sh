#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for a time budget (default 60 s each).
#   Fuzz/run.sh [seconds]
# Targets:
#   preview-source  — Sources/accord/PreviewSource*.swift + Fuzz/PreviewSourceFuzz.swift
#   runner-options  — parseSize and the option loop extracted from PreviewRunner.swift
#                     (Fuzz/extract-runner-options.sh) + Fuzz/RunnerOptionsFuzz.swift
# Built with `swiftc -sanitize=fuzzer,address -parse-as-library`; the toolchain's
# libclang_rt.fuzzer is required. Crashes are written to Fuzz/artifacts/; the corpus grows in
# Fuzz/.build/corpus-* (the seeds in Fuzz/corpus/ are never modified).
set -uo pipefail
SECONDS_PER_TARGET="${1:-60}"
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
OUT="$HERE/.build"
ART="$HERE/artifacts"
mkdir -p "$OUT" "$ART"
SWIFTC="${SWIFTC:-swiftc}"
FLAGS=(-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -use-ld=lld)

build() {  # name, sources...
    local name="$1"; shift
    echo "== building $name"
    if ! "$SWIFTC" "${FLAGS[@]}" "$@" -o "$OUT/$name" 2> "$OUT/$name.build.log"; then
        echo "error: $name does not build:"; tail -20 "$OUT/$name.build.log"
        return 1
    fi
}

run() {  # name, seed-corpus-dir, extra libFuzzer flags...
    local name="$1" seeds="$2"; shift 2
    local corpus="$OUT/corpus-$name"
    mkdir -p "$corpus"
    echo "== fuzzing $name for ${SECONDS_PER_TARGET}s"
    # -timeout: one input taking over 10 s is reported as a hang; -rss_limit_mb bounds memory.
    "$OUT/$name" "$corpus" "$seeds" -max_total_time="$SECONDS_PER_TARGET" -timeout=10 -rss_limit_mb=4096 \
        -artifact_prefix="$ART/$name-" -print_final_stats=1 "$@" > "$OUT/$name.log" 2>&1
    local rc=$?
    local execs; execs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$OUT/$name.log" | grep -Eo '[0-9]+$' | tail -1)
    local peak; peak=$(grep -Eo 'stat::peak_rss_mb: *[0-9]+' "$OUT/$name.log" | grep -Eo '[0-9]+$' | tail -1)
    local cov; cov=$(grep -Eo 'cov: [0-9]+' "$OUT/$name.log" | tail -1)
    echo "$name: ${execs:-?} executions in ${SECONDS_PER_TARGET}s, ${cov:-cov: ?}, corpus $(ls "$corpus" | wc -l) inputs, peak RSS ${peak:-?} MB, exit $rc"
    if [ $rc -ne 0 ]; then
        echo "FAILURE in $name (log: $OUT/$name.log):"
        grep -E 'ERROR|==[0-9]+==|Test unit written|PreviewSourceFuzz:|RunnerOptionsFuzz:|Fatal error|runtime failure' "$OUT/$name.log" | head -20
        STATUS=1
    fi
    TOTAL=$((TOTAL + ${execs:-0}))
}

STATUS=0
TOTAL=0
build preview-source "$ROOT"/Sources/accord/PreviewSource*.swift "$HERE/PreviewSourceFuzz.swift" || STATUS=1
if "$HERE/extract-runner-options.sh" "$ROOT" > "$OUT/RunnerOptions.extracted.swift"; then
    build runner-options "$OUT/RunnerOptions.extracted.swift" "$HERE/RunnerOptionsFuzz.swift" || STATUS=1
else
    echo "warning: runner-options skipped (the option parser could not be extracted)"; STATUS=1
fi
[ -x "$OUT/preview-source" ] && run preview-source "$HERE/corpus/preview-source" -max_len=8192 -dict="$HERE/swift.dict"
[ -x "$OUT/runner-options" ] && run runner-options "$HERE/corpus/canvas-size" -max_len=256
# Hostile inputs libFuzzer's small inputs do not reach: big files that are mostly blank lines,
# or `struct A: B` lines with no `{` after them. The PreviewProvider regex in PreviewSource.swift
# was quadratic on them (20,000 lines: ~30 s and ~100 s), and the transform runs in the accord
# process itself, outside the preview's 120 s time limit. Fixed; a regression fails the run.
if [ -x "$OUT/preview-source" ]; then
    mkdir -p "$OUT/hostile"
    awk 'BEGIN { for (i = 0; i < 20000; i++) print " " }' > "$OUT/hostile/blank-lines.swift"
    awk 'BEGIN { for (i = 0; i < 20000; i++) print "struct A: B" }' > "$OUT/hostile/struct-no-brace.swift"
    for f in "$OUT"/hostile/*.swift; do
        start=$(date +%s.%N)
        "$OUT/preview-source" -timeout=10 -rss_limit_mb=4096 "$f" > "$OUT/hostile.log" 2>&1; rc=$?
        t=$(echo "$(date +%s.%N) - $start" | bc)
        if [ $rc -eq 0 ]; then echo "hostile $(basename "$f") ($(wc -l < "$f") lines): ok in ${t}s"
        else
            echo "hostile $(basename "$f") ($(wc -l < "$f") lines): HANG (over 10 s, libFuzzer exit $rc)"
            STATUS=1
        fi
    done
fi
echo "fuzz: $TOTAL executions in total"
exit $STATUS
