#!/usr/bin/env bash
# `make docs`: the API documentation of Accord and AccordTesting as DocC archives, built offline
# with the toolchain's own `docc` (no swift-docc-plugin to fetch): SwiftPM's
# `dump-symbol-graph` writes the modules' symbol graphs from the debug build, `docc convert`
# turns them (and Sources/Accord/Accord.docc's articles) into static sites.
#   .build/docs/Accord.doccarchive, .build/docs/AccordTesting.doccarchive
# Serve one with any static file server, e.g.
#   python3 -m http.server -d .build/docs/Accord.doccarchive  → http://localhost:8000/documentation/accord
set -euo pipefail
cd "$(dirname "$0")/.."
command -v docc >/dev/null || { echo "docc not found (it ships with the Swift toolchain, beside swift)"; exit 1; }
swift build --target AccordTesting
swift package dump-symbol-graph --skip-synthesized-members >/dev/null
graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
out=.build/docs
rm -rf "$out"
status=0
for module in Accord AccordTesting; do
  mkdir -p "$out/graphs/$module"
  cp "$graphs/$module.symbols.json" "$out/graphs/$module/"
  cp "$graphs/$module"@*.symbols.json "$out/graphs/$module/" 2>/dev/null || true
  catalog=()
  [ -d "Sources/$module/$module.docc" ] && catalog=("Sources/$module/$module.docc")
  log="$out/$module.log"
  if docc convert "${catalog[@]}" --additional-symbol-graph-dir "$out/graphs/$module" \
       --fallback-display-name "$module" --fallback-bundle-identifier "accord.$module" \
       --output-path "$out/$module.doccarchive" --transform-for-static-hosting >"$log" 2>&1; then
    echo "$module: $out/$module.doccarchive ($(grep -c 'warning:' "$log" || true) warnings, $log)"
  else
    echo "$module: docc failed"; tail -20 "$log"; status=1
  fi
done
exit $status
