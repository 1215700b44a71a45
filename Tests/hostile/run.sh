#!/usr/bin/env bash
# The hostile-input suite (issue 15; Docs/Reliability.md): each case asserts one guarantee of
# the accord tool under hostile input, concurrency and kills. Cases are grouped by class.
# Usage: run.sh ACCORD   (HOSTILE_STRESS_ROUNDS=N: cache-stress rounds with the fake compiler, default 20)
set -u
ACCORD="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
here="$(cd "$(dirname "$0")" && pwd)"
F="$here/files"
work="$(mktemp -d)"
cleanup() { umount "$work/full" 2>/dev/null; chattr -i "$work/ro" 2>/dev/null; chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
export ACCORD_CACHE="$work/cache"
export TMPDIR="$work/tmp"; mkdir -p "$TMPDIR"
fail=0
ok() { echo "ok   $1"; }
bad() { echo "FAIL $1"; [ -n "${2:-}" ] && echo "$2" | head -8 | sed 's/^/     /'; fail=1; }
check() { local name="$1"; shift; if "$@"; then ok "$name"; else bad "$name" "$(cat "$work/err" 2>/dev/null)"; fi; }
run() { "$ACCORD" "$@" >"$work/out" 2>"$work/err"; echo $? >"$work/rc"; }
rc() { cat "$work/rc"; }
is_png() { [ "$(head -c 4 "$1" | od -An -c | tr -d ' ')" = "211PNG" ]; }
tmp_empty() { ls -A "$TMPDIR" > "$work/err"; [ ! -s "$work/err" ]; }
no_preview_running() { ! pgrep -f "$ACCORD_CACHE/e-" >/dev/null; }
# A process that has ended (a zombie waiting for init to reap it has ended).
gone() { ! kill -0 "$1" 2>/dev/null || grep -q "^State:.*Z" /proc/"$1"/status 2>/dev/null; }
# Sends a signal and waits (at most 5 s) for the process to end; false if it is still there.
stop() { local sig="$1" pid="$2"; kill -"$sig" "$pid" 2>/dev/null
  for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || { wait "$pid" 2>/dev/null; return 0; }; sleep 0.1; done
  kill -KILL "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; return 1; }
cd "$work" || exit 1
export ACCORD work TMPDIR ACCORD_CACHE
export -f is_png tmp_empty no_preview_running gone

echo "# output: nothing lost"
cp "$F/plain.swift" v.swift; cp v.swift v.orig
run render v.swift -o v.swift
check "render -o INPUT is refused and the source is kept" bash -c '[ "$(cat '"$work/rc"')" != 0 ] && cmp -s v.swift v.orig && grep -q "input file" '"$work/err"
run inspect v.swift -o v.swift
check "inspect -o INPUT is refused and the source is kept" bash -c '[ "$(cat '"$work/rc"')" != 0 ] && cmp -s v.swift v.orig'
ln -s v.swift alias.swift
run render v.swift -o alias.swift
check "a symlink to the input is the input: refused" cmp -s v.swift v.orig
run render v.swift -o v.swift --force
check "with --force, -o INPUT is written (asked for)" is_png v.swift
cp v.orig v.swift

mkdir names && cd names && cp "$F/names.swift" . && echo "my own logo" > logo.png
run render names.swift
check "a default name never replaces a file accord did not write (logo.png kept, exit 1)" \
  bash -c '[ "$(cat logo.png)" = "my own logo" ] && [ "$(cat '"$work/rc"')" = 1 ] && grep -q "refusing to replace logo.png" '"$work/err"
check "names that sanitise alike, repeat or are empty get distinct files" \
  bash -c 'ls a_b.png a_b-2.png preview.png twice.png twice-2.png >/dev/null 2>&1 && [ "$(cmp -s a_b.png a_b-2.png; echo $?)" = 1 ] && [ "$(cmp -s twice.png twice-2.png; echo $?)" = 1 ]'
check "no hidden or dot files are written" bash -c '[ -z "$(ls -A | grep "^\.")" ]'
sum1="$(md5sum a_b.png a_b-2.png preview.png twice.png twice-2.png)"
run render names.swift --force
check "a second run writes the same names over its own files; --force replaces logo.png" \
  bash -c '[ "$(md5sum a_b.png a_b-2.png preview.png twice.png twice-2.png)" = "'"$sum1"'" ] && is_png logo.png && [ -z "$(ls | grep -v "\.png$\|names.swift")" ]'
run render names.swift
check "accord recognises its own earlier output (rerun without --force succeeds)" bash -c '[ "$(cat '"$work/rc"')" = 0 ]'
cd "$work"
python3 -c 'import struct,sys,zlib
def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
open(sys.argv[1], "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(b"\0\0")) + chunk(b"IEND", b""))' other.png
run render v.swift -o other.png
check "-o naming an existing PNG another tool wrote replaces it (the user asked)" bash -c 'is_png other.png && [ "$(stat -c %s other.png)" -gt 200 ]'
echo 'struct Other {}' > Other.swift; cp Other.swift Other.orig; echo "my notes" > notes.txt
run render v.swift -o Other.swift
check "-o naming another source file (not an image) is refused, exit 1; the file is kept" \
  bash -c '[ "$(cat '"$work/rc"')" = 1 ] && cmp -s Other.swift Other.orig && grep -q "refusing to replace Other.swift: it is not an image" '"$work/err"
run inspect v.swift -o notes.txt
check "inspect -o a text file is refused too; the notes are kept" bash -c '[ "$(cat '"$work/rc"')" = 1 ] && [ "$(cat notes.txt)" = "my notes" ]'
run render v.swift -o Other.swift --force
check "with --force, -o Other.swift is written (asked for)" is_png Other.swift
cp Other.orig Other.swift
: > real.png; ln -s real.png link.png
run render v.swift -o link.png
check "-o onto a symlink writes through to its target, the link stays" bash -c '[ -L link.png ] && is_png real.png'
ln -s made.png dangling.png
run render v.swift -o dangling.png
check "-o onto a dangling symlink creates its target" bash -c '[ -L dangling.png ] && [ -s made.png ]'
run render v.swift -o /dev/null
check "-o /dev/null writes to the device and leaves it a device" bash -c '[ -c /dev/null ] && [ "$(cat '"$work/rc"')" = 0 ]'
mkfifo pipe.fifo; (cat pipe.fifo > from-fifo.bin &) ; sleep 0.2
run render v.swift -o pipe.fifo; sleep 0.3
check "-o FIFO writes into the fifo, which stays a fifo" bash -c '[ -p pipe.fifo ] && [ "$(head -c 4 from-fifo.bin | od -An -c | tr -d " ")" = "211PNG" ]'
"$ACCORD" render v.swift -o - 2>"$work/err" > stdout.bin
check "-o - writes the image to standard output (messages on stderr)" bash -c 'is_png stdout.bin && grep -q "standard output" '"$work/err"
"$ACCORD" render v.swift -o /dev/stdout 2>"$work/err" | head -c 4 > devstdout.bin
check "-o /dev/stdout into a pipe writes the pipe" bash -c '[ "$(od -An -c devstdout.bin | tr -d " ")" = "211PNG" ]'
run render "$F/names.swift" -o -
check "several previews to standard output is an error (choose one)" bash -c '[ "$(cat '"$work/rc"')" = 2 ] && grep -q -- "--preview" '"$work/err"
run render v.swift -o x.svg
check "-o x.svg writes SVG" grep -q "<svg" x.svg
run render v.swift -o x.pdf
check "-o x.pdf writes PDF" bash -c '[ "$(head -c 4 x.pdf)" = "%PDF" ]'
run render v.swift -o y.svg --format png
check "-o y.svg with --format png is an error, nothing written" bash -c '[ "$(cat '"$work/rc"')" = 2 ] && [ ! -e y.svg ]'
run render v.swift -o nofolder/x.png
check "a write error names the user's path, not a temporary one" bash -c 'grep -q "nofolder/x.png" '"$work/err"' && ! grep -q "\.tmp\|\.accord-\|accord-render" '"$work/err"
mkdir outdir
run render "$F/names.swift" -o outdir --force
check "-o FOLDER puts each preview in it under its own name" bash -c 'ls outdir/a_b.png outdir/preview.png outdir/logo.png >/dev/null'
ln -s selfloop.png selfloop.png
run render v.swift -o selfloop.png
check "-o onto a symlink to itself is an error; the link is kept" \
  bash -c '[ "$(cat '"$work/rc"')" = 1 ] && [ -L selfloop.png ] && [ "$(readlink selfloop.png)" = selfloop.png ] && grep -q "symbolic links" '"$work/err"
mkdir longnames
python3 -c 'print("import SwiftUI\n#Preview(\"" + "很" * 100 + "\") { Text(\"long\").padding() }")' > long.swift
run render long.swift -o longnames/
check "a preview named with 100 CJK characters (300 bytes) gets a file name that fits" \
  bash -c '[ "$(cat '"$work/rc"')" = 0 ] && [ "$(ls longnames | wc -l)" = 1 ] && [ "$(ls longnames | head -1 | wc -c)" -le 256 ]'
run render v.swift -o x
check "-o x (a one-character name) writes x: Foundation's deletingLastPathComponent trapped on it" bash -c '[ "$(cat '"$work/rc"')" = 0 ] && is_png x'
run render v.swift -o ' '
check "-o ' ' (a space) writes the file named by a space, no crash" bash -c '[ "$(cat '"$work/rc"')" = 0 ] && is_png " "'
long="$(python3 -c 'print("L" * 244 + "é")')"; cp "$F/plain.swift" "$long.swift"
run render "$long.swift" -o long-name.png
check "an input file name of 250 bytes (the longest allowed) renders (its build copy's name was too long)" \
  bash -c '[ "$(cat '"$work/rc"')" = 0 ] && is_png long-name.png'
mkdir odd && cp "$F/plain.swift" odd/$'new\nline.swift' && cp "$F/plain.swift" 'odd/café 日本 😀.swift'
(cd odd && "$ACCORD" render $'new\nline.swift' >/dev/null 2>"$work/err" && "$ACCORD" render 'café 日本 😀.swift' -o 'sortie é 😀.png' >/dev/null 2>>"$work/err")
check "file names with a newline, accents, CJK and emoji render (input and -o)" bash -c 'is_png odd/plain.png && is_png "odd/sortie é 😀.png"'
# A read-only folder: root writes through permissions, so root makes it immutable instead.
mkdir ro && cp "$F/plain.swift" ro/v.swift && cp ro/v.swift ro.orig
if [ "$(id -u)" = 0 ]; then chattr +i ro 2>/dev/null && ro_made=1; else chmod a-w ro && ro_made=1; fi
if [ -n "${ro_made:-}" ]; then
  (cd ro && "$ACCORD" render v.swift >"$work/out" 2>"$work/err"; echo $? >"$work/rc")
  check "a read-only output folder: exit 1, the file named, nothing written, the source kept" \
    bash -c '[ "$(cat '"$work/rc"')" = 1 ] && grep -q "cannot write plain.png" '"$work/err"' && ! grep -q "Fatal error\|crash" '"$work/err"' && [ "$(ls -A ro)" = v.swift ] && cmp -s ro/v.swift ro.orig'
  if [ "$(id -u)" = 0 ]; then chattr -i ro; else chmod u+w ro; fi
fi
mkdir same && cp "$F/names.swift" same/n.swift && rm -f same/logo.png
pids=(); for k in 1 2 3 4 5 6; do (cd same && "$ACCORD" render n.swift >/dev/null 2>"$work/same$k.err") & pids+=($!); done
same_ok=1; for p in "${pids[@]}"; do wait "$p" || same_ok=0; done
check "six renders of one file into one folder at once all succeed; every file whole, nothing stray" \
  bash -c '[ '"$same_ok"' = 1 ] && for f in a_b a_b-2 preview twice twice-2 logo; do is_png same/$f.png && python3 -c "import sys; d=open(sys.argv[1],\"rb\").read(); sys.exit(d[-8:-4] != b\"IEND\")" same/$f.png || exit 1; done && [ "$(ls -A same | wc -l)" = 7 ]'
check "no temporary files are left behind (TMPDIR empty, no .accord- files)" bash -c '[ -z "$(ls -A '"$TMPDIR"')" ] && [ -z "$(find . -name ".accord-*")" ]'

echo "# pages: nothing injected"
mkdir inj && cp "$F/plain.swift" 'inj/<img src=x onerror=alert(1)>.swift'
run inspect 'inj/<img src=x onerror=alert(1)>.swift' -o inj.html
check "a hostile file name is escaped in the inspector's page" bash -c '! grep -q "<img src=x" inj.html && grep -q "&lt;img src=x" inj.html'
check "the inspector's page has a Content-Security-Policy (scripts by nonce only)" grep -q "Content-Security-Policy\" content=\"default-src 'none'; script-src 'nonce-" inj.html
run inspect "$F/chatty.swift" -o chatty.html
check "text and identifiers cannot end the embedded JSON: no < or > in it" \
  python3 -c '
import re,sys,json
h=open("chatty.html").read()
m=re.search(r"<script id=\"trace\" type=\"application/json\">(.*?)</script>",h,re.S)
assert m and "<" not in m.group(1) and ">" not in m.group(1)
d=json.loads(m.group(1)); s=json.dumps(d)
assert "<!--<script>" in s and "</script><script>alert(1)</script>" in s'
if command -v chromium >/dev/null; then
  dom="$(TMPDIR=/tmp timeout 60 chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --dump-dom "file://$work/chatty.html" 2>/dev/null)"
  check "Text(\"<!--<script>\") keeps the inspector's tree in a browser" grep -q 'Text(&quot;&lt;!--&lt;script&gt;&quot;)\|Text("&lt;!--&lt;script&gt;")' <<<"$dom"
fi
mkdir -p gal-src && cp "$F/plain.swift" 'gal-src/<img src=x onerror=alert(1)>.swift'
printf '// <script>alert(1)</script> note\n' | cat - "$F/plain.swift" > gal-src/noted.swift
run gallery --examples gal-src -o gal
check "the gallery escapes file names and notes, and has a CSP" \
  bash -c '! grep -q "<img src=x\|<script>" gal/index.html && grep -q "&lt;script&gt;" gal/index.html && grep -q "Content-Security-Policy" gal/index.html'
echo "a file" > notadir
run gallery --examples gal-src -o notadir
check "gallery -o EXISTING FILE is an error message, not a crash" bash -c '[ "$(cat '"$work/rc"')" = 1 ] && grep -q "is a file" '"$work/err"' && ! grep -q "Fatal error" '"$work/err"
mkdir foreign && echo keep > foreign/mine.txt
run gallery --examples gal-src -o foreign
check "gallery into a folder accord did not make is refused" bash -c '[ "$(cat '"$work/rc"')" = 1 ] && [ "$(cat foreign/mine.txt)" = keep ] && [ ! -e foreign/index.html ]'

# A preview's name reaches the terminal: its escape sequences must not (window title, colours).
printf 'import SwiftUI\n#Preview("a\\u{1b}]0;PWNED\\u{7}b\\u{1b}[31mred\\u{9b}c") { Text("t").padding().accessibilityIdentifier("t") }\n' > esc.swift
"$ACCORD" frames esc.swift > esc.frames 2>"$work/err"; "$ACCORD" render esc.swift -o esc.png > esc.render 2>>"$work/err"
check "a preview's name with terminal escape sequences is printed with their pictures, no ESC or BEL reaches the terminal (frames, render)" \
  bash -c '! grep -q "$(printf "\033")\|$(printf "\007")\|$(printf "\302\233")" esc.frames esc.render && grep -q "^# a␛\]0;PWNED␇b␛\[31mred�c 393" esc.frames && grep -q "^a␛\]0;PWNED␇b␛\[31mred�c → esc.png" esc.render'

echo "# processes: nothing left running"
cp "$F/loop.swift" loop.swift
"$ACCORD" frames loop.swift --timeout 1 >/dev/null 2>&1   # compile it first
for sig in TERM INT HUP; do
  "$ACCORD" frames loop.swift --timeout 60 >/dev/null 2>&1 &
  pid=$!; sleep 1.5
  if stop $sig $pid; then ok "SIG$sig ends accord"; else bad "SIG$sig did not end accord"; fi
  sleep 0.3
  check "SIG$sig to accord stops the preview it runs" no_preview_running
done
timeout 2 "$ACCORD" render loop.swift >/dev/null 2>&1; sleep 0.3
check "timeout 2 accord render: no process left running" no_preview_running
check "and its private temporary folders are gone" tmp_empty
"$ACCORD" inspect loop.swift -o never.html >/dev/null 2>&1 &
pid=$!; sleep 1.5; stop INT $pid; sleep 0.3
check "an interrupted inspect leaves no temporary folder and no page" bash -c '[ -z "$(ls -A '"$TMPDIR"')" ] && [ ! -e never.html ]'
"$ACCORD" frames loop.swift --timeout 60 >/dev/null 2>&1 &
pid=$!; sleep 1.5; kill -KILL $pid; wait $pid 2>/dev/null; sleep 0.5
check "even SIGKILL of accord takes the preview down (PR_SET_PDEATHSIG)" no_preview_running
check "and its temporary folder is gone too (its watcher removes what accord registered)" tmp_empty
# An accord killed together with its watcher (kill -9 of both, a reboot of a container) leaves
# accord-WHAT-PID-XXXXXX: a later run removes those of pids that are no accord, once an hour old.
sh -c 'exec env ACCORD_OWNER=$$ sleep 60' & live=$!   # a running accord (by its mark)
mkdir "$TMPDIR/accord-render-99999999-AbC123" "$TMPDIR/accord-render-99999998-AbC123" "$TMPDIR/accord-render-$live-AbC123" \
  "$TMPDIR/accord-render-$$-AbC123" "$TMPDIR/accord-notes"
touch -d "2 hours ago" "$TMPDIR/accord-render-99999999-AbC123" "$TMPDIR/accord-render-$live-AbC123" "$TMPDIR/accord-render-$$-AbC123" "$TMPDIR/accord-notes"
"$ACCORD" render "$F/plain.swift" -o /dev/null >/dev/null 2>&1
check "a later run reclaims hour-old temporary folders of dead accords (and of a pid now another program's); a recent one, a running accord's and other names are kept" \
  bash -c 'cd "$TMPDIR" && [ ! -e accord-render-99999999-AbC123 ] && [ ! -e accord-render-'"$$"'-AbC123 ] && [ -d accord-render-99999998-AbC123 ] && [ -d accord-render-'"$live"'-AbC123 ] && [ -d accord-notes ]'
kill $live 2>/dev/null; wait $live 2>/dev/null
rm -rf "$TMPDIR"/accord-*
cp "$F/daemon.swift" daemon.swift; rm -f daemon.pid
timeout 100 "$ACCORD" frames daemon.swift >"$work/out" 2>"$work/err"; echo $? >"$work/rc"; sleep 0.3
check "a daemon the preview starts (setsid, double fork) does not hold accord up (exit 0 in time)" \
  bash -c '[ "$(cat '"$work/rc"')" = 0 ] && [ -s daemon.pid ]'
check "and it is killed with the run, though it left the group and the session" bash -c 'gone "$(cat daemon.pid)"'
run frames loop.swift --timeout 1
check "a preview over its time limit is stopped (exit 3), not called an endless loop" \
  bash -c '[ "$(cat '"$work/rc"')" = 3 ] && grep -q "still running after 1 s" '"$work/err"' && ! grep -q "endless loop" '"$work/err"

# The real compiler killed mid-compile (SIGKILL to accord): nothing left, and the next run of
# the same file compiles and works (no half-written cache entry taken for a whole one).
# (A cache of its own: the killed run's build folder stays until it is an hour old.)
printf 'import SwiftUI\n#Preview("k") { Text("killed %s").padding().accessibilityIdentifier("k") }\n' "$RANDOM$RANDOM" > killed.swift
ACCORD_CACHE="$work/cache-k" "$ACCORD" frames killed.swift >/dev/null 2>&1 &
pid=$!; sleep 1.5; kill -KILL $pid; wait $pid 2>/dev/null; sleep 1
check "SIGKILL of accord in the middle of a real compile leaves no process of its cache running" \
  bash -c '! pgrep -f "$work/cache-k/" >/dev/null'
ACCORD_CACHE="$work/cache-k" run frames killed.swift
check "and the next run of the file compiles and works (the cache is not poisoned)" \
  bash -c '[ "$(cat '"$work/rc"')" = 0 ] && grep -q "^k x:" '"$work/out"
# accord preview stopped by Ctrl-C: the server, its preview program and the reaper all end.
mkdir live && cp "$F/chatty.swift" 'live/<img src=x onerror=alert(1)>.swift'
(cd live && exec "$ACCORD" preview '<img src=x onerror=alert(1)>.swift' >"$work/live.log" 2>&1) &
pid=$!
for _ in $(seq 1 240); do grep -q "^accord preview: http" "$work/live.log" && break; sleep 0.5; done
url="$(grep -o 'http://127.0.0.1:[0-9]*/' "$work/live.log" | head -1)"
owned() { for q in $(ls /proc | grep '^[0-9]*$'); do { tr '\0' '\n' < /proc/$q/environ; } 2>/dev/null | grep -qx "ACCORD_OWNER=$1" && echo $q; done; }
for _ in $(seq 1 120); do kids="$(owned $pid)"; for k in $kids; do { tr '\0' ' ' < /proc/$k/cmdline; } 2>/dev/null | grep -q -- "--verb serve" && break 2; done; sleep 0.5; done
python3 -c 'import sys,urllib.request; open(sys.argv[2],"wb").write(urllib.request.urlopen(sys.argv[1], timeout=10).read())' "$url" live.html 2>/dev/null
check "the live preview hands state over in a private folder (0700), not a predictable name in TMPDIR" \
  bash -c 'cd "$TMPDIR" && [ -z "$(find . -maxdepth 1 -type f)" ] && d="$(ls -d accord-preview-'"$pid"'-* 2>/dev/null)" && [ "$(stat -c %a "$d")" = 700 ]'
check "the live preview's page escapes a hostile file name (title and header)" \
  bash -c '! grep -q "<img src=x" live.html && [ "$(grep -c "&lt;img src=x onerror=alert(1)&gt;.swift" live.html)" -ge 2 ]'
check "the live page puts no markup from the file into the page: innerHTML only for the SVG rendering" \
  bash -c '[ "$(grep -o "innerHTML" live.html | wc -l)" = 1 ] && grep -q "screen.innerHTML = item.svg" live.html'
python3 - "$url" > live.events 2>&1 <<'EOF'
import json, re, sys, time, urllib.request
page = urllib.request.urlopen(sys.argv[1], timeout=10).read().decode()
token = re.search(r'name="accord-token" content="([^"]*)"', page).group(1)
stream = urllib.request.urlopen(sys.argv[1] + "events?token=" + token, timeout=60)
event, data, end = None, "", time.time() + 60
while time.time() < end:
    line = stream.readline().decode()
    if line.startswith("event: "): event = line[7:].strip()
    elif line.startswith("data: "): data += line[6:].rstrip("\n")
    elif line.strip() == "" and data:
        if event == "render":
            d = json.loads(data)
            svgs = [i.get("svg", "") for i in d.get("items", [])]
            bad = [s for s in svgs if re.search(r"<script|<foreignObject|<iframe|\son\w+=|javascript:", s, re.I)]
            print("previews", d.get("previews"), "svgs", len(svgs), "bad", len(bad))
            sys.exit(0 if svgs and not bad and d.get("previews") == ["chatty <b>"] else 1)
        event, data = None, ""
sys.exit(2)
EOF
echo "exit $?" >> live.events
check "the live rendering of Text(\"<!--<script>\") and a </script> identifier is SVG without script or markup; the name is data" \
  bash -c 'grep -q "bad 0" live.events && grep -q "exit 0" live.events'
if stop INT $pid; then ok "SIGINT (Ctrl-C) ends accord preview"; else bad "SIGINT did not end accord preview"; fi
sleep 1
check "and every process it started ($(echo $kids | wc -w): its preview program, the reaper) is gone" \
  bash -c '[ -n "'"$(echo $kids)"'" ] && for k in '"$(echo $kids)"'; do gone $k || exit 1; done'
echo "# crashes and isolation"
run trace "$F/deep.swift" --json
check "trace --json of a 3,000-level tree is valid JSON, every level there" \
  python3 -c '
import json,sys
sys.setrecursionlimit(100000)
d=json.load(open(sys.argv[1])); n=0; x=d["root"]
while x["children"]: x=x["children"][0]; n+=1
assert n >= 3000, n' "$work/out"
run inspect "$F/deep.swift" -o deep.html
check "inspect of the 3,000-level tree works" bash -c '[ "$(cat '"$work/rc"')" = 0 ] && [ -s deep.html ]'
mkdir poison && cd poison
run render "$F/poison.swift"
check "a preview whose drawing fails is reported alone; the six others render" \
  bash -c '[ "$(cat '"$work/rc"')" = 1 ] && ls p1.png p2.png p3.png p4.png p5.png p6.png >/dev/null && [ ! -e huge.png ] && grep -q "huge" '"$work/err"
cd "$work"; mkdir crash && cd crash
run render "$F/crashes.swift"
check "a preview that crashes is reported alone (exit 3); the others render" \
  bash -c '[ "$(cat '"$work/rc"')" = 3 ] && ls fine.png also_fine.png >/dev/null && [ ! -e boom.png ]'
check "the crash names the user's file and line, not the compiled copy" \
  bash -c 'grep -q "crashes.swift:4: Fatal error: boom in a body" '"$work/err"' && ! grep -q "AccordUserPreview/user.swift" '"$work/err"
cd "$work"
SECONDS=0; run frames "$F/recursion.swift"; took=$SECONDS
check "unbounded recursion in a body: exit 3, a crash message naming recursion, in seconds, nothing left" \
  bash -c '[ "$(cat '"$work/rc"')" = 3 ] && grep -q "SIGSEGV.*unbounded recursion" '"$work/err"' && [ '"$took"' -lt 60 ] && no_preview_running'
run frames "$F/alloc.swift"
check "a 16 TB allocation in a body: exit 3, the failed allocation said, nothing left" \
  bash -c '[ "$(cat '"$work/rc"')" = 3 ] && grep -q "failed to allocate" '"$work/err"' && grep -q "crashed" '"$work/err"' && no_preview_running'
run frames "$F/exits.swift"
check "exit(5) in a body is the preview exiting with 5 (accord exits 3)" \
  bash -c '[ "$(cat '"$work/rc"')" = 3 ] && grep -q "exited with status 5" '"$work/err"

echo "# channels: nothing corrupted"
run trace "$F/chatty.swift" --json
check "print() in a body leaves trace --json valid" python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$work/out"
check "and the print is shown on stderr, labelled" grep -q "^\[preview stdout\] debugging: body evaluated" "$work/err"
"$ACCORD" frames "$F/deep.swift" --all 2>"$work/err" | head -1 >/dev/null
check "a reader that goes away (| head) ends accord quietly" bash -c '! grep -q "crash\|signal" '"$work/err"

SECONDS=0; run frames "$F/flood.swift"; took=$SECONDS
check "a body printing 200,000 lines: the frames are right, the first 1,000 and last 100 lines shown, the rest counted" \
  bash -c '[ "$(cat '"$work/rc"')" = 0 ] && grep -q "^flood x:" '"$work/out"' && [ "$(wc -l < '"$work/err"')" -le 1110 ] && grep -q "lines the preview printed are not shown" '"$work/err"' && grep -q "99999 x" '"$work/err"' && [ '"$took"' -lt 90 ]'
echo "# compiling: bounded"
cat > "$work/chatty-swiftc.sh" <<'EOF'
#!/bin/sh
i=0; while [ $i -lt 20000 ]; do echo "error: line $i of a compiler that does not stop talking"; i=$((i+1)); done; exit 1
EOF
cat > "$work/slow-swiftc.sh" <<'EOF'
#!/bin/sh
sleep 60
EOF
cat > "$work/limit-swiftc.sh" <<'EOF'
#!/bin/sh
echo "address-space limit: $(ulimit -v)"; exit 1
EOF
cat > "$work/fail-swiftc.sh" <<'EOF'
#!/bin/sh
echo "error: no"; exit 1
EOF
chmod +x "$work"/*-swiftc.sh
printf 'import SwiftUI\n#Preview { Text("%s") }\n' "$RANDOM$RANDOM" > fresh.swift
ACCORD_SWIFTC="$work/chatty-swiftc.sh" run frames fresh.swift
check "a flood of compiler messages is cut to its first 50 lines" \
  bash -c '[ "$(cat '"$work/rc"')" = 1 ] && [ "$(wc -l < '"$work/err"')" -le 55 ] && grep -q "line 49 " '"$work/err"' && grep -q "more lines" '"$work/err"
start=$(date +%s)
ACCORD_SWIFTC="$work/slow-swiftc.sh" run frames fresh.swift --compile-timeout 1
check "a compile over --compile-timeout is stopped with a message" \
  bash -c '[ "$(cat '"$work/rc"')" = 1 ] && [ $(( $(date +%s) - '"$start"' )) -lt 15 ] && grep -q "compile-timeout" '"$work/err"' && ! pgrep -f "slow-swift[c]" >/dev/null'
cat > "$work/orphan-swiftc.sh" <<EOF
#!/bin/sh
# A compiler whose driver starts a job in a session of its own, as long as the compile.
echo \$\$ >> "$work/orphan.pids"
setsid sh -c 'echo \$\$ >> "$work/orphan.pids"; sleep 60' &
sleep 60
EOF
chmod +x "$work/orphan-swiftc.sh"
ACCORD_CACHE="$work/cache-killed" ACCORD_SWIFTC="$work/orphan-swiftc.sh" "$ACCORD" frames fresh.swift >/dev/null 2>&1 &
pid=$!; for _ in $(seq 1 100); do [ "$(cat "$work/orphan.pids" 2>/dev/null | wc -l)" = 2 ] && break; sleep 0.1; done
kill -KILL $pid; wait $pid 2>/dev/null; sleep 1
check "SIGKILL of accord during a compile leaves neither the compiler nor its jobs running" \
  bash -c '[ "$(wc -l < '"$work/orphan.pids"')" = 2 ] && for p in $(cat '"$work/orphan.pids"'); do gone $p || exit 1; done'
for p in $(cat "$work/orphan.pids" 2>/dev/null); do kill -KILL "$p" 2>/dev/null; done
ACCORD_COMPILE_MEMORY=1G ACCORD_SWIFTC="$work/limit-swiftc.sh" run frames fresh.swift
check "the compiler runs under a memory limit (ACCORD_COMPILE_MEMORY)" grep -q "address-space limit: 1048576" "$work/err"
before="$(ls "$ACCORD_CACHE" | grep -c '^e-')"
ACCORD_SWIFTC="$work/fail-swiftc.sh" run frames fresh.swift
check "a failed compile is not cached (no new entry, no build folder)" \
  bash -c '[ "$(cat '"$work/rc"')" = 1 ] && [ "$(ls '"$ACCORD_CACHE"' | grep -c "^e-")" = "'"$before"'" ] && [ -z "$(ls '"$ACCORD_CACHE"' | grep "^tmp-")" ]'
SECONDS=0; run frames "$F/typecheck.swift" --compile-timeout 4; took=$SECONDS
check "an expression the type checker cannot finish: stopped at --compile-timeout with a message saying so" \
  bash -c '[ "$(cat '"$work/rc"')" = 1 ] && grep -q "still working after 4 s.*too complex to type-check" '"$work/err"' && [ '"$took"' -lt 40 ] && ! pgrep -f "$ACCORD_CACHE/.*typecheck" >/dev/null'
# 100,000 unclosed [ overflow swiftc's parser (SIGSEGV): the crash is said as one, without the
# 50 lines of its arguments and stack frames that were all a user saw before "does not compile".
python3 -c 'print("import SwiftUI\nlet deep = " + "[" * 100000 + "\n#Preview(\"n\") { Text(\"n\") }")' > brackets.swift
run frames brackets.swift
check "a compiler crash on 100,000 unclosed brackets is said as a crash while parsing, with its place, without its frames" \
  bash -c '[ "$(cat '"$work/rc"')" = 1 ] && grep -q "the Swift compiler crashed (signal 11, SIGSEGV) while reading the file.*nested thousands deep" '"$work/err"' \
    && grep -q "With parser at source location: .*brackets.swift:2:" '"$work/err"' && ! grep -q "Program arguments\|#[0-9]* *0x\|more lines of compiler output" '"$work/err"' \
    && [ "$(wc -l < '"$work/err"')" -le 8 ]'
# Leaving out a failing place 30,000 views deep read every enclosing body whole, once per level:
# quadratic, over 10 minutes (a compiler reporting a missing name at the innermost Text stands in).
cat > "$work/missing-swiftc.sh" <<'EOF2'
#!/usr/bin/env bash
for a in "$@"; do case "$a" in */src/main.swift) ;; */src/*.swift) src="$a";; esac; done
[ -n "${src:-}" ] && python3 - "$src" <<'PY'
import sys
t = open(sys.argv[1]).read(); k = t.rfind("Text(")
if k >= 0:
    line = t.count("\n", 0, k) + 1; col = k - (t.rfind("\n", 0, k) + 1) + 1
    print(f"{sys.argv[1]}:{line}:{col}: error: cannot find 'missingName' in scope", file=sys.stderr)
PY
exit 1
EOF2
chmod +x "$work/missing-swiftc.sh"
python3 -c 'print("import SwiftUI\n#Preview(\"n\") { " + "VStack { " * 30000 + "Text(\"n\")" + " }" * 30000 + " }")' > nested.swift
SECONDS=0; ACCORD_SWIFTC="$work/missing-swiftc.sh" timeout 300 "$ACCORD" frames nested.swift >"$work/out" 2>"$work/err"; echo $? >"$work/rc"; took=$SECONDS
check "an error 30,000 views deep is handled in linear time: the compiler's message, in under 2 minutes (it took over 10)" \
  bash -c '[ "$(cat '"$work/rc"')" = 1 ] && grep -q "nested.swift:2:.*cannot find .missingName. in scope" '"$work/err"' && [ '"$took"' -lt 120 ]'
# swift-driver traps in a working directory longer than ~1,024 bytes; accord compiles elsewhere.
deep="$work/$(python3 -c 'print("/".join(["d" * 200] * 8))')"; mkdir -p "$deep" && cp "$F/plain.swift" "$deep/v.swift"
(cd "$deep" && "$ACCORD" render v.swift >"$work/out" 2>"$work/err"; echo $? >"$work/rc")
check "a file in a 1,600-byte deep folder compiles and renders there" bash -c '[ "$(cat '"$work/rc"')" = 0 ] && is_png "'"$deep"'/plain.png"'
# LRU: entries of 1 MB each, aged; a cap of 2.5 MB keeps the newest.
lru="$work/lru"; mkdir -p "$lru"
cat > "$work/big-swiftc.sh" <<'EOF'
#!/bin/sh
out=""; while [ $# -gt 0 ]; do [ "$1" = "-o" ] && { out="$2"; shift; }; shift; done
{ printf '#!/bin/sh\necho "exit 0" >&4\nexit 0\n'; head -c 1048576 /dev/urandom; } > "$out"; chmod +x "$out"
EOF
chmod +x "$work/big-swiftc.sh"
for i in 1 2 3 4; do
  printf 'import SwiftUI\n#Preview { Text("lru %s") }\n' "$i" > lru$i.swift
  ACCORD_CACHE="$lru" ACCORD_CACHE_MAX=2500K ACCORD_SWIFTC="$work/big-swiftc.sh" "$ACCORD" frames lru$i.swift >/dev/null 2>&1
  touch -d "$((10 - i)) hours ago" "$lru"/e-* 2>/dev/null   # older entries used longer ago
done
newest=$(ls -t "$lru" | grep '^e-' | head -1)
check "the cache stays under ACCORD_CACHE_MAX, dropping the least recently used" \
  bash -c '[ "$(du -sk '"$lru"' | cut -f1)" -le 2600 ] && [ "$(ls '"$lru"' | grep -c "^e-")" -ge 1 ] && [ "$(ls '"$lru"' | grep -c "^e-")" -le 2 ]'

echo "# messages in the user's terms"
printf 'import SwiftUI\n#Preview { Text("\xff\xfe") }\n' > latin1.swift
run frames latin1.swift
check "a non-UTF-8 file is called that (with its line)" bash -c '[ "$(cat '"$work/rc"')" = 2 ] && grep -q "not UTF-8 text (an invalid byte at line 2" '"$work/err"
run frames "$F/hidden.swift"
check "#Preview in comments, strings, raw and multi-line strings and interpolations is no preview" \
  bash -c '[ "$(cat '"$work/rc"')" = 0 ] && [ "$(grep -c "^# " '"$work/out"')" = 1 ] && grep -q "^# real" '"$work/out"
run frames "$work"
check "a folder is called a folder" grep -q "is a folder" "$work/err"
echo 'import SwiftUI' | "$ACCORD" frames /dev/stdin >/dev/null 2>"$work/err"
check "/dev/stdin is called standard input" grep -q "standard input" "$work/err"
run frames nowhere.swift
check "a missing file is 'no such file' (exit 2)" bash -c '[ "$(cat '"$work/rc"')" = 2 ] && grep -q "no such file: nowhere.swift" '"$work/err"
ln -s loop-in.swift loop-in.swift
run frames loop-in.swift
check "an input that is a loop of symbolic links is called that (exit 2), not 'no such file'" \
  bash -c '[ "$(cat '"$work/rc"')" = 2 ] && grep -q "loop-in.swift: a loop of symbolic links" '"$work/err"
timeout 20 "$ACCORD" watch nowhere.swift >"$work/out" 2>"$work/err"; echo $? >"$work/rc"
check "watch of a file that does not exist is 'no such file' at once (it waited forever)" \
  bash -c '[ "$(cat '"$work/rc"')" = 2 ] && grep -q "no such file: nowhere.swift" '"$work/err"
run frames -card.swift
check "a file name that starts with - is told apart from an option" bash -c '[ "$(cat '"$work/rc"')" = 2 ] && grep -q "write ./-card.swift or -- -card.swift" '"$work/err"
cp "$F/plain.swift" ./-card.swift
run frames -- -card.swift
check "-- ends the options: accord frames -- -card.swift works" bash -c '[ "$(cat '"$work/rc"')" = 0 ] && grep -q "# plain" '"$work/out"
cp "$F/plain.swift" t.swift
TMPDIR=/nonexistent run frames t.swift
check "an unusable TMPDIR is said as such (exit 2), not as a compile failure" \
  bash -c '[ "$(cat '"$work/rc"')" = 2 ] && grep -q "TMPDIR=/nonexistent is not a writable folder" '"$work/err"' && ! grep -q "does not compile" '"$work/err"
ACCORD_CACHE="$work/t.swift/cache" run frames t.swift
check "an unusable compile cache names the folder and ACCORD_CACHE, no Foundation error dump" \
  bash -c '[ "$(cat '"$work/rc"')" = 1 ] && grep -q "t.swift is a file, not a folder" '"$work/err"' && grep -q "set ACCORD_CACHE to a writable folder" '"$work/err"' && ! grep -q "NSCocoaErrorDomain" '"$work/err"
python3 -c 'open("big.swift", "w").write("import SwiftUI\n#Preview { Text(\"big\") }\n" + ("// " + "x" * 97 + "\n") * 60000)'
SECONDS=0; run frames big.swift; took=$SECONDS
check "a 6 MB file to preview is refused at once with its size (a 200 MB one took 7 GB and minutes)" \
  bash -c '[ "$(cat '"$work/rc"')" = 2 ] && grep -q "big.swift is 5.8 MB: accord previews source files up to 4 MB" '"$work/err"' && [ '"$took"' -lt 10 ]'
mkdir full
if mount -t tmpfs -o size=64k tmpfs full 2>/dev/null; then
  sed 's/plain/a full disk/' "$F/plain.swift" > fulldisk.swift
  ACCORD_CACHE="$work/full/cache" run render fulldisk.swift -o fulldisk.png
  check "a compile cache on a full disk: exit 1, 'no space left on the device' naming the cache" \
    bash -c '[ "$(cat '"$work/rc"')" = 1 ] && grep -q "no space left on the device.*full/cache" '"$work/err"' && [ ! -e fulldisk.png ]'
  mount -o remount,size=8m full
  ACCORD_CACHE="$work/full/cache" run render fulldisk.swift -o fulldisk.png
  check "and once there is space, the same run renders (nothing half-written is taken for done)" \
    bash -c '[ "$(cat '"$work/rc"')" = 0 ] && is_png fulldisk.png'
  umount full
else echo "skip a compile cache on a full disk (mounting a small tmpfs needs root)"; fi
# Broken projects around the file: a project.pbxproj of random bytes, one that is /dev/zero,
# an .xcodeproj that is a file, a Package.swift of random bytes, one that is a folder.
for p in garbage zero file pkg pkgdir; do mkdir -p "proj-$p/.git" "proj-$p/Sources/App"; cp "$F/plain.swift" "proj-$p/Sources/App/V.swift"; done
mkdir proj-garbage/App.xcodeproj proj-zero/App.xcodeproj proj-pkgdir/Package.swift
head -c 5000 /dev/urandom > proj-garbage/App.xcodeproj/project.pbxproj; ln -s /dev/zero proj-zero/App.xcodeproj/project.pbxproj
echo junk > proj-file/App.xcodeproj; head -c 3000 /dev/urandom > proj-pkg/Package.swift
broken=0
for p in garbage zero file pkg pkgdir; do
  timeout 120 "$ACCORD" frames "proj-$p/Sources/App/V.swift" >"$work/out" 2>>"$work/err.proj" && grep -q "# plain" "$work/out" || { broken=1; echo "proj-$p failed" >> "$work/err.proj"; }
done
cp "$work/err.proj" "$work/err"
check "a broken .xcodeproj or Package.swift around the file (random bytes, /dev/zero, a file, a folder): the file is previewed alone" \
  bash -c '[ '"$broken"' = 0 ] && ! grep -qi "fatal\|crash" '"$work/err"
mkdir crowded && cp "$F/plain.swift" crowded/view.swift
python3 -c 'open("crowded/data.swift", "w").write(("// " + "x" * 97 + "\n") * 300000)'
SECONDS=0; run frames crowded/view.swift; took=$SECONDS
check "a 30 MB .swift file beside the previewed one is not read (it took minutes)" \
  bash -c '[ "$(cat '"$work/rc"')" = 0 ] && [ '"$took"' -lt 60 ]'
# A folder of 5,000 Swift files and no project: accord reads 600 beside the file; a type in one it
# did not read is said as that, with --sources (it said "run accord inside the project folder").
mkdir -p many/.git many/App && python3 -c '
for i in range(5000): open(f"many/App/F{i}.swift", "w").write(f"import SwiftUI\nstruct Type{i}: View {{ var body: some View {{ Text(\"{i}\") }} }}\n")'
printf 'import SwiftUI\n#Preview("m") { Type4242() }\n' > many/App/V.swift
SECONDS=0; run frames many/App/V.swift; took=$SECONDS
check "a type in a folder of 5,000 Swift files with no project: the 600-file limit is said, with --sources, at once" \
  bash -c '[ "$(cat '"$work/rc"')" = 1 ] && grep -q "reads at most 600 Swift files beside a file with no project around it, and its folder holds 5001; pass --sources DIR" '"$work/err"' && [ '"$took"' -lt 60 ]'
run frames many/App/V.swift --sources many/App
check "and with --sources it renders" bash -c '[ "$(cat '"$work/rc"')" = 0 ] && grep -q "^# m" '"$work/out"
ACCORD_CACHE_MAX=1e300K run frames t.swift
check "ACCORD_CACHE_MAX=1e300K is a very large cap, not a crash (converting it to Int64 trapped)" bash -c '[ "$(cat '"$work/rc"')" = 0 ] && ! grep -q "Fatal error" '"$work/err"
ACCORD_CACHE_MAX=lots run frames t.swift
check "ACCORD_CACHE_MAX=lots is said not to be a size (500M used), once" bash -c '[ "$(cat '"$work/rc"')" = 0 ] && [ "$(grep -c "ACCORD_CACHE_MAX=lots is not a size" '"$work/err"')" = 1 ]'
# (The user's own ~/.cache/accord is used then; the failing fake compiler adds nothing to it.)
mkdir xdg && (cd xdg && env -u ACCORD_CACHE XDG_CACHE_HOME=relative ACCORD_SWIFTC="$work/fail-swiftc.sh" "$ACCORD" frames ../t.swift >/dev/null 2>&1)
check "a relative XDG_CACHE_HOME is ignored (the XDG rule): no cache made in the current folder" bash -c '[ -z "$(ls -A xdg)" ]'
run frames v.swift --timeout inf
check "--timeout inf is refused with a message, not a crash" bash -c '[ "$(cat '"$work/rc"')" = 2 ] && grep -q "timeout needs" '"$work/err"
cp "$F/plain.swift" opts.swift
run render opts.swift -o opts.png --preview
check "render's trailing --preview without a value says so (not 'unknown option png')" \
  bash -c '[ "$(cat '"$work/rc"')" = 2 ] && grep -q -- "--preview needs a value" '"$work/err"' && ! grep -q "unknown option png" '"$work/err"
run render opts.swift -o opts.png --scale 1e-300
check "--scale 1e-300 is refused with the range, not cairo's 'invalid matrix'" \
  bash -c '[ "$(cat '"$work/rc"')" = 2 ] && grep -q "from 0.01 to 8" '"$work/err"' && [ ! -e opts.png ]'
run render "$F/badsize.swift" -o badsize.png
check ".fixedLayout(width: .nan, height: -1) is refused with a warning; the device is used" \
  bash -c '[ "$(cat '"$work/rc"')" = 0 ] && grep -q "not a usable size" '"$work/err"' && [ -s badsize.png ]'
cp "$F/plain.swift" w.swift
"$ACCORD" watch w.swift -o w.png > watch.log 2>&1 &
wpid=$!
for _ in $(seq 1 60); do grep -q "rendered" watch.log && break; sleep 0.5; done
rm w.swift; sleep 1; sed 's/plain/saved again/' "$F/plain.swift" > w.swift.new; mv w.swift.new w.swift
for _ in $(seq 1 60); do [ "$(grep -c rendered watch.log)" -ge 2 ] && break; sleep 0.5; done
check "watch survives a delete-and-rename save and renders the new version" \
  bash -c 'kill -0 '"$wpid"' && [ "$(grep -c rendered watch.log)" -ge 2 ] && grep -q "waiting for it to come back" watch.log'
if stop TERM $wpid; then ok "SIGTERM ends watch"; else bad "SIGTERM did not end watch"; fi

echo "# concurrency"
bash "$here/stress-cache.sh" "$ACCORD" 1 real || fail=1
bash "$here/stress-cache.sh" "$ACCORD" "${HOSTILE_STRESS_ROUNDS:-20}" fake || fail=1
exit $fail
