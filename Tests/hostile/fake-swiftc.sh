#!/usr/bin/env bash
# A stand-in for swiftc in the cache stress test: slow enough for runs to overlap, writes a
# "preview program" that answers as the runner does (status on fd 4, output on fd 3).
out=""
while [ $# -gt 0 ]; do [ "$1" = "-o" ] && { out="$2"; shift; }; shift; done
[ -n "$out" ] || exit 1
sleep 0.${FAKE_SWIFTC_DELAY:-3}
# Written in pieces, as a linker does: a reader of a half-written entry would see a broken program.
printf '#!/bin/sh\n' > "$out"
sleep 0.05
printf 'echo "rendered by fake" >&3\necho "exit 0" >&4\nexit 0\n' >> "$out"
chmod +x "$out"
