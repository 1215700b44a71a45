#!/usr/bin/env bash
# `accord preview` in a real browser: Debian's chromium and chromium-driver, Selenium from PyPI
# (installed here if missing, as Benchmarks/run.sh installs its peers). Tests/e2e/preview.py,
# leftout.py, seeds.py, robust.py and target.py say what is checked.
set -u
ACCORD="$1"; shift
here="$(cd "$(dirname "$0")" && pwd)"
command -v chromium >/dev/null 2>&1 || { echo "FAIL preview: chromium is not installed (make deps-e2e)"; exit 1; }
command -v chromedriver >/dev/null 2>&1 || { echo "FAIL preview: chromedriver is not installed (make deps-e2e: chromium-driver)"; exit 1; }
python3 -c "import selenium" 2>/dev/null || python3 -m pip install -q selenium \
  || python3 -m pip install -q --break-system-packages selenium \
  || { echo "FAIL preview: cannot install selenium from PyPI"; exit 1; }
python3 "$here/leftout.py" "$ACCORD"; left=$?
# Every seed example's previews on the page (a Toggle tapped where there is one), and the
# server's robustness: a hostile file name, two pages at once, the server killed.
python3 "$here/seeds.py" "$ACCORD"; seeds=$?
python3 "$here/robust.py" "$ACCORD"; robust=$?
# A file compiled with its neighbours: a body edit recompiles it alone, a changed layout the
# driver rebuilds (PreviewCompiler+Direct.swift).
python3 "$here/target.py" "$ACCORD"; target=$?
python3 "$here/preview.py" "$ACCORD" "$@" || exit 1
[ $left = 0 ] && [ $seeds = 0 ] && [ $robust = 0 ] && [ $target = 0 ]
